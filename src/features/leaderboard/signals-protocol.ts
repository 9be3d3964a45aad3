import type { SignalEntry } from './review-signals';

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
