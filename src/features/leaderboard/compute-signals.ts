import { reviewSignals, type SignalEntry, type SignalResult, type SignalThresholds } from './review-signals';
import type { SignalsRequest, SignalsResponse } from './signals-protocol';

let worker: Worker | undefined;
let nextId = 0;

/**
 * The review signals of a board, computed in a worker where the browser has one (the tests' DOM
 * does not: there they are computed in place, on a board of a few entries).
 */
export function computeSignals(
  entries: readonly SignalEntry[],
  thresholds: SignalThresholds,
  excludedFromBurst: ReadonlySet<string> = new Set(),
): Promise<SignalResult> {
  if (typeof Worker === 'undefined')
    return Promise.resolve(reviewSignals(entries, thresholds, excludedFromBurst));
  worker ??= new Worker(new URL('./signals.worker.ts', import.meta.url), { type: 'module' });
  const target = worker;
  const id = ++nextId;
  // Only what the signals read crosses to the worker.
  const request: SignalsRequest = {
    id,
    thresholds,
    excludedFromBurst: [...excludedFromBurst],
    entries: entries.map(({ key, earnedAt, claimedAt, value, metadataKey }) => ({
      key,
      earnedAt,
      claimedAt,
      value,
      metadataKey,
    })),
  };
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<SignalsResponse>) => {
      if (event.data.id !== id) return;
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      const { reasons, counts, outlierAbove, excludedFromBurst: excluded } = event.data;
      resolve({ reasons: new Map(reasons), counts, outlierAbove, excludedFromBurst: excluded });
    };
    const onError = (event: ErrorEvent) => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      reject(new Error(event.message || 'The review signals could not be computed.'));
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage(request);
  });
}
