import { SLICE, yieldToMain } from '../../lib/schedule';
import { reviewSignals, type SignalEntry, type SignalResult, type SignalThresholds } from './review-signals';
import { toColumns, type SignalsRequest, type SignalsResponse } from './signals-protocol';

let worker: Worker | undefined;
let nextId = 0;
/** The newest board's number: boards only grow, so a slice of an older one is never sent. */
let latestBoard = 0;
/** The board the worker holds (the entries array it was sent from), and its number there. */
let sent: { entries: readonly SignalEntry[]; board: number; done: Promise<boolean> } | undefined;

/**
 * Posts the board in slices, yielding between them. False when a newer board took its place
 * before every slice was sent (the worker then holds the newer one).
 */
async function sendSlices(target: Worker, entries: readonly SignalEntry[], board: number): Promise<boolean> {
  for (let start = 0; start < entries.length; start += SLICE) {
    if (start > 0) await yieldToMain();
    if (board !== latestBoard) return false;
    const rows: SignalsRequest = {
      type: 'rows',
      board,
      columns: toColumns(entries, start, Math.min(entries.length, start + SLICE)),
    };
    target.postMessage(rows);
  }
  return true;
}

/**
 * Sends the board to the worker unless the worker already holds it: a threshold changed on the
 * same board sends only the thresholds.
 */
function sendBoard(
  target: Worker,
  entries: readonly SignalEntry[],
): { board: number; done: Promise<boolean> } {
  if (sent?.entries === entries) return sent;
  const board = ++latestBoard;
  sent = { entries, board, done: sendSlices(target, entries, board) };
  return sent;
}

/**
 * The review signals of a board, computed in a worker where the browser has one (the tests' DOM
 * does not: there they are computed in place, on a board of a few entries).
 */
export async function computeSignals(
  entries: readonly SignalEntry[],
  thresholds: SignalThresholds,
  excludedFromBurst: ReadonlySet<string> = new Set(),
): Promise<SignalResult> {
  if (typeof Worker === 'undefined') return reviewSignals(entries, thresholds, excludedFromBurst);
  worker ??= new Worker(new URL('./signals.worker.ts', import.meta.url), { type: 'module' });
  const target = worker;
  const id = ++nextId;
  const { board, done } = sendBoard(target, entries);
  // A newer board replaced this one on its way: its caller has moved on and drops the answer.
  if (!(await done)) throw new Error('The board changed while its review signals were being computed.');
  const request: SignalsRequest = {
    type: 'compute',
    id,
    board,
    size: entries.length,
    thresholds,
    excludedFromBurst: [...excludedFromBurst],
  };
  return new Promise((resolve, reject) => {
    const stop = () => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<SignalsResponse>) => {
      const answer = event.data;
      if (answer.id !== id) return;
      stop();
      if ('error' in answer) {
        reject(new Error(answer.error));
        return;
      }
      const { reasons, counts, outlierAbove, excludedFromBurst: excluded } = answer;
      resolve({ reasons: new Map(reasons), counts, outlierAbove, excludedFromBurst: excluded });
    };
    const onError = (event: ErrorEvent) => {
      stop();
      // The worker failed on this board: the next request sends it again.
      sent = undefined;
      reject(new Error(event.message || 'The review signals could not be computed.'));
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage(request);
  });
}
