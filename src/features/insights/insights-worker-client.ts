import { computeInsights as computeInPlace, type Insights } from './insights';
import { fromColumns, transferables, type InsightsColumns } from './insights-input';
import type { InsightsRequest, InsightsResponse } from './insights-protocol';

let worker: Worker | undefined;
let nextId = 0;

/**
 * The insights, computed in a worker where the browser has one (the tests' DOM does not: there
 * they are computed in place, on the sandbox's few hundred attributions).
 */
export function computeInsights(columns: InsightsColumns): Promise<Insights> {
  if (typeof Worker === 'undefined') return Promise.resolve(computeInPlace(fromColumns(columns)));
  worker ??= new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' });
  const target = worker;
  const id = ++nextId;
  const request: InsightsRequest = { id, columns };
  return new Promise((resolve, reject) => {
    const done = () => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<InsightsResponse>) => {
      if (event.data.id !== id) return;
      done();
      resolve(event.data.insights);
    };
    const onError = (event: ErrorEvent) => {
      done();
      reject(new Error(event.message || 'The insights could not be computed.'));
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    // The columns' buffers are handed over, not copied: the page does not use them again.
    target.postMessage(request, transferables(columns));
  });
}
