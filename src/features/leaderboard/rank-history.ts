import type { Direction, Metric } from './board';
import { compareBoards, type ComparisonRow, type FrozenEntry } from './compare';

/**
 * Rank history: a badge's snapshots in one order, oldest first, as a series of ranks per wallet,
 * and the moves between any two of them. Pure functions, so the page's hooks only read snapshots.
 */

/** What a series needs of a snapshot's line in the index. */
export interface SeriesSnapshot {
  id: string;
  takenAt: string;
  metric: Metric;
  direction: Direction;
  fallback: boolean;
}

/**
 * The snapshots whose ranks can be set side by side with the board's order now: the same metric and
 * direction (a rank by score says nothing beside a rank by points; a board in earn order is ranked
 * by earn time, not by the metric), oldest first.
 */
export function seriesSnapshots<T extends SeriesSnapshot>(
  snapshots: readonly T[],
  order: { metric: Metric; direction: Direction },
): T[] {
  return snapshots
    .filter((s) => s.metric === order.metric && s.direction === order.direction && !s.fallback)
    .sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}

/** The first `n` entries of a frozen board, which is kept in board order. */
export function topKeys(entries: readonly FrozenEntry[], n: number): string[] {
  return entries.slice(0, Math.max(0, n)).map((e) => e.key);
}

/** One wallet's ranks, one per snapshot of the series (null: not on that board). */
export interface RankSeries {
  key: string;
  wallet: string;
  name: string | null;
  ranks: (number | null)[];
}

/**
 * Builds the series of the chosen wallets a snapshot at a time, oldest first, so only one frozen
 * board is held at once (a series of large boards would not fit in memory all together).
 */
export function createSeriesBuilder(keys: readonly string[]) {
  const series = new Map<string, RankSeries>();
  for (const key of keys) series.set(key, { key, wallet: key, name: null, ranks: [] });
  return {
    add(entries: readonly FrozenEntry[]): void {
      const byKey = new Map<string, FrozenEntry>();
      for (const e of entries) if (series.has(e.key)) byKey.set(e.key, e);
      for (const line of series.values()) {
        const entry = byKey.get(line.key);
        line.ranks.push(entry ? entry.rank : null);
        if (entry) {
          line.wallet = entry.wallet;
          line.name = entry.name ?? line.name;
        }
      }
    },
    /** The series in the order the keys were given. */
    result(): RankSeries[] {
      return [...series.values()];
    },
  };
}

/** A wallet's series from whole snapshots (the builder's result, for callers that hold them all). */
export function rankSeries(
  snapshots: readonly (readonly FrozenEntry[])[],
  keys: readonly string[],
): RankSeries[] {
  const builder = createSeriesBuilder(keys);
  for (const entries of snapshots) builder.add(entries);
  return builder.result();
}

export interface BoardMoves {
  /** Entries on both boards that moved up, the largest climb first. */
  climbers: ComparisonRow[];
  /** Entries on both boards that moved down, the largest fall first. */
  fallers: ComparisonRow[];
  /** On the later board only, in its order. */
  added: ComparisonRow[];
  /** On the earlier board only, in its order. */
  gone: ComparisonRow[];
}

/**
 * The moves between two snapshots: the biggest climbers and fallers (ties: the better rank now
 * first), and the entries new on the later board and gone from it. Linear in the boards' sizes plus
 * a sort of the entries that moved.
 */
export function boardMoves(before: readonly FrozenEntry[], after: readonly FrozenEntry[]): BoardMoves {
  const { rows } = compareBoards(before, after);
  const byRankNow = (a: ComparisonRow, b: ComparisonRow) => (a.rankNow ?? 0) - (b.rankNow ?? 0);
  return {
    climbers: rows.filter((r) => r.change === 'up').sort((a, b) => b.moved - a.moved || byRankNow(a, b)),
    fallers: rows.filter((r) => r.change === 'down').sort((a, b) => a.moved - b.moved || byRankNow(a, b)),
    added: rows.filter((r) => r.change === 'new'),
    gone: rows.filter((r) => r.change === 'dropped'),
  };
}
