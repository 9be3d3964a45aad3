import { SLICE, yieldToMain } from '../../lib/schedule';
import { workerClient } from '../../lib/worker-rpc';
import type { SignalEntry, SignalResult, SignalThresholds } from './review-signals';
import { toColumns } from './signals-protocol';

const signals = workerClient({
  start: () => new Worker(new URL('./signals.worker.ts', import.meta.url), { type: 'module' }),
  inPlace: () => import('./signals-handlers').then((m) => m.signalsHandlers),
});

/** The newest board's number: boards only grow, so a slice of an older one is never sent. */
let latestBoard = 0;
/** The board the worker holds (the entries array it was sent from), and its number there. */
let sent: { entries: readonly SignalEntry[]; board: number; done: Promise<boolean> } | undefined;

/**
 * Sends the board in slices, yielding between them. False when a newer board took its place
 * before every slice was sent (the worker then holds the newer one).
 */
async function sendSlices(entries: readonly SignalEntry[], board: number): Promise<boolean> {
  const slices: Promise<void>[] = [];
  let whole = true;
  for (let start = 0; start < entries.length; start += SLICE) {
    if (start > 0) await yieldToMain();
    if (board !== latestBoard) {
      whole = false;
      break;
    }
    const columns = toColumns(entries, start, Math.min(entries.length, start + SLICE));
    slices.push(signals.call('rows', { board, columns }));
  }
  await Promise.all(slices);
  return whole;
}

/**
 * Sends the board to the worker unless the worker already holds it: a threshold changed on the
 * same board sends only the thresholds.
 */
function sendBoard(entries: readonly SignalEntry[]): { board: number; done: Promise<boolean> } {
  if (sent?.entries === entries) return sent;
  const board = ++latestBoard;
  sent = { entries, board, done: sendSlices(entries, board) };
  return sent;
}

/**
 * The review signals of a board, computed in a worker where the browser has one (the tests' DOM
 * does not: there the same handlers run in place, on a board of a few entries).
 */
export async function computeSignals(
  entries: readonly SignalEntry[],
  thresholds: SignalThresholds,
  excludedFromBurst: ReadonlySet<string> = new Set(),
): Promise<SignalResult> {
  const { board, done } = sendBoard(entries);
  try {
    // A newer board replaced this one on its way: its caller has moved on and drops the answer.
    if (!(await done)) throw new Error('The board changed while its review signals were being computed.');
    const question = { board, size: entries.length, thresholds, excludedFromBurst: [...excludedFromBurst] };
    const answer = await signals.call('compute', question);
    return { ...answer, reasons: new Map(answer.reasons) };
  } catch (error) {
    // The worker failed on this board: the next request sends it again.
    if (sent?.board === board) sent = undefined;
    throw error;
  }
}
