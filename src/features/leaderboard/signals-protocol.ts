import type { Reason, SignalEntry, SignalThresholds } from './review-signals';

/**
 * A slice of a board's entries as columns: arrays of strings and numbers clone in a few
 * milliseconds, where as many small objects took over 100 ms of the page's thread at 50,000.
 */
export interface SignalColumns {
  key: string[];
  earnedAt: (string | null)[];
  claimedAt: (string | null)[];
  value: (number | null)[];
  metadataKey: (string | null)[];
}

/**
 * The page sends a board to the worker once, in slices (`rows`, each a short task on both sides),
 * then asks for its signals as often as the thresholds change (`compute`). The worker keeps the
 * last board only: a new board replaces it.
 */
export type SignalsRequest =
  | { type: 'rows'; board: number; columns: SignalColumns }
  | {
      type: 'compute';
      id: number;
      board: number;
      /** The entries the board holds: the worker checks it got every slice. */
      size: number;
      thresholds: SignalThresholds;
      /** Keys of the entries left out of the burst signal (this browser's own bulk awards). */
      excludedFromBurst: string[];
    };

/** A result as it crosses to the page: the reasons as pairs (a Map is cloned too, but pairs are plainer). */
export type SignalsResponse =
  | {
      id: number;
      reasons: [string, Reason[]][];
      counts: Record<Reason, number>;
      outlierAbove: number | null;
      excludedFromBurst: number;
      /** Time the worker spent computing (ms). */
      ms: number;
    }
  | { id: number; error: string };

/** The columns of `entries[start, end)`. */
export function toColumns(entries: readonly SignalEntry[], start: number, end: number): SignalColumns {
  const columns: SignalColumns = { key: [], earnedAt: [], claimedAt: [], value: [], metadataKey: [] };
  for (let i = start; i < end; i++) {
    const e = entries[i];
    if (!e) continue;
    columns.key.push(e.key);
    columns.earnedAt.push(e.earnedAt);
    columns.claimedAt.push(e.claimedAt);
    columns.value.push(e.value);
    columns.metadataKey.push(e.metadataKey);
  }
  return columns;
}

/** The entries of some columns, appended to `into`. */
export function appendColumns(into: SignalEntry[], columns: SignalColumns): void {
  for (const [i, key] of columns.key.entries()) {
    into.push({
      key,
      earnedAt: columns.earnedAt[i] ?? null,
      claimedAt: columns.claimedAt[i] ?? null,
      value: columns.value[i] ?? null,
      metadataKey: columns.metadataKey[i] ?? null,
    });
  }
}
