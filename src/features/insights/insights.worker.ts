/// <reference lib="webworker" />
import { computeInsights } from './insights';
import { fromColumns } from './insights-input';
import type { InsightsRequest, InsightsResponse } from './insights-protocol';

/** Computes the insights off the page's thread: a large community's attributions are bucketed here. */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<InsightsRequest>) => {
  const { id, columns } = event.data;
  const started = performance.now();
  const insights = computeInsights(fromColumns(columns));
  const response: InsightsResponse = { id, insights, ms: performance.now() - started };
  self.postMessage(response);
};
