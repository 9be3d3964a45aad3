/// <reference lib="webworker" />
import { reviewSignals, type SignalEntry } from './review-signals';
import { appendColumns, type SignalsRequest, type SignalsResponse } from './signals-protocol';

/** Computes the review signals off the page's thread: a 50,000-entry board sorts and groups here. */
declare const self: DedicatedWorkerGlobalScope;

/** The last board the page sent, as it arrives in slices. */
let board: { id: number; entries: SignalEntry[] } | undefined;

self.onmessage = (event: MessageEvent<SignalsRequest>) => {
  const request = event.data;
  if (request.type === 'rows') {
    // Board numbers only grow: a slice of an older board than the one held is left out.
    if (board && request.board < board.id) return;
    if (board?.id !== request.board) board = { id: request.board, entries: [] };
    appendColumns(board.entries, request.columns);
    return;
  }
  const { id, thresholds, excludedFromBurst } = request;
  const entries = board?.id === request.board ? board.entries : [];
  if (entries.length !== request.size) {
    // Cannot happen while messages keep their order; said rather than answered wrongly.
    const failed: SignalsResponse = {
      id,
      error: `The review signals got ${String(entries.length)} of the board's ${String(request.size)} entries.`,
    };
    self.postMessage(failed);
    return;
  }
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
