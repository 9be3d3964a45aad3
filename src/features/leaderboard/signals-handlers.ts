import { reviewSignals, type SignalEntry, type SignalThresholds } from './review-signals';
import { appendColumns, type SignalColumns } from './signals-protocol';

/**
 * The review signals' worker (signals.worker.ts): the page sends a board once, in slices (`rows`,
 * each a short task on both sides), then asks for its signals as often as the thresholds change
 * (`compute`): a 50,000-entry board sorts and groups here. The worker keeps the last board only.
 */

/** The last board the page sent, as it arrives in slices. */
let board: { id: number; entries: SignalEntry[] } | undefined;

export interface SignalsQuestion {
  board: number;
  /** The entries the board holds: the worker checks it got every slice. */
  size: number;
  thresholds: SignalThresholds;
  /** Keys of the entries left out of the burst signal (this browser's own bulk awards). */
  excludedFromBurst: string[];
}

export const signalsHandlers = {
  rows: (slice: { board: number; columns: SignalColumns }): void => {
    // Board numbers only grow: a slice of an older board than the one held is left out.
    if (board && slice.board < board.id) return;
    if (board?.id !== slice.board) board = { id: slice.board, entries: [] };
    appendColumns(board.entries, slice.columns);
  },

  /** The reasons cross as pairs (a Map is cloned too, but pairs are plainer). */
  compute: (question: SignalsQuestion) => {
    const entries = board?.id === question.board ? board.entries : [];
    if (entries.length !== question.size) {
      // Cannot happen while messages keep their order; said rather than answered wrongly.
      throw new Error(
        `The review signals got ${String(entries.length)} of the board's ${String(question.size)} entries.`,
      );
    }
    const result = reviewSignals(entries, question.thresholds, new Set(question.excludedFromBurst));
    return {
      reasons: [...result.reasons],
      counts: result.counts,
      outlierAbove: result.outlierAbove,
      excludedFromBurst: result.excludedFromBurst,
    };
  },
};
