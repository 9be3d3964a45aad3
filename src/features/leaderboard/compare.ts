import type { RankedEntry } from './board';

/** How an entry moved between a frozen board and the board now. */
export type Change = 'up' | 'down' | 'same' | 'new' | 'dropped';

export interface ComparisonRow {
  key: string;
  wallet: string;
  name: string | null;
  change: Change;
  /** Ranks gained (positive) or lost (negative); 0 for new, dropped and unchanged entries. */
  moved: number;
  rankBefore: number | null;
  rankNow: number | null;
  valueBefore: number | null;
  valueNow: number | null;
}

export type ChangeCounts = Record<Change, number>;

export interface Comparison {
  rows: ComparisonRow[];
  counts: ChangeCounts;
}

/** A frozen entry: what a snapshot keeps of each ranked entry. */
export type FrozenEntry = Pick<RankedEntry, 'key' | 'wallet' | 'name' | 'rank' | 'value'>;

function changeOf(before: number, now: number): Change {
  return now < before ? 'up' : now > before ? 'down' : 'same';
}

/**
 * Compares a snapshot with the board now (or with a later snapshot), entry by entry (an entry is a wallet): its rank before
 * and now, new entries (not in the snapshot) and dropped ones (no longer on the board). Rows follow
 * the board now, then the dropped entries in their old order. Linear in the two boards' sizes: one
 * index of the snapshot, whose entries are taken out as the board now meets them, so what is left
 * are the dropped ones.
 */
export function compareBoards(before: readonly FrozenEntry[], now: readonly FrozenEntry[]): Comparison {
  const old = new Map<string, FrozenEntry>();
  for (const entry of before) old.set(entry.key, entry);
  const counts: ChangeCounts = { up: 0, down: 0, same: 0, new: 0, dropped: 0 };
  const rows: ComparisonRow[] = [];
  for (const entry of now) {
    const was = old.get(entry.key);
    old.delete(entry.key);
    const change = was ? changeOf(was.rank, entry.rank) : 'new';
    counts[change] += 1;
    rows.push({
      key: entry.key,
      wallet: entry.wallet,
      name: entry.name ?? was?.name ?? null,
      change,
      moved: was ? was.rank - entry.rank : 0,
      rankBefore: was ? was.rank : null,
      rankNow: entry.rank,
      valueBefore: was ? was.value : null,
      valueNow: entry.value,
    });
  }
  // Maps iterate in insertion order: what is left is the dropped entries, in the snapshot's order.
  for (const was of old.values()) {
    counts.dropped += 1;
    rows.push({
      key: was.key,
      wallet: was.wallet,
      name: was.name,
      change: 'dropped',
      moved: 0,
      rankBefore: was.rank,
      rankNow: null,
      valueBefore: was.value,
      valueNow: null,
    });
  }
  return { rows, counts };
}
