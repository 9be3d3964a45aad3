/// <reference lib="webworker" />
import { reviewSignals } from './review-signals';
import type { SignalsRequest, SignalsResponse } from './signals-protocol';

/** Computes the review signals off the page's thread: a 50,000-entry board sorts and groups here. */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<SignalsRequest>) => {
  const { id, entries, thresholds, excludedFromBurst } = event.data;
  const started = performance.now();
  const result = reviewSignals(entries, thresholds, new Set(excludedFromBurst));
  const response: SignalsResponse = {
    id,
    reasons: [...result.reasons],
    counts: result.counts,
    outlierAbove: result.outlierAbove,
    excludedFromBurst: result.excludedFromBurst,
    ms: performance.now() - started,
  };
  self.postMessage(response);
};
