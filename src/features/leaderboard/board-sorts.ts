import type { SortSpecs } from '../../hooks/use-sorted-list';
import type { RankedEntry } from './board';

/**
 * The leaderboard's sortable columns, by their key in the URL (`sort=-earned`). The board is read
 * whole and ranked by the service's metric; a column sort orders those entries on the page, each
 * keeping the rank it has on the board.
 */
export const boardSorts = {
  rank: { kind: 'number', value: (e) => e.rank },
  member: { kind: 'text', value: (e) => e.name ?? e.wallet },
  earned: { kind: 'date', value: (e) => e.earnedAt, firstDirection: 'desc' },
  claimed: { kind: 'date', value: (e) => e.claimedAt, firstDirection: 'desc' },
  value: { kind: 'number', value: (e) => e.value, firstDirection: 'desc' },
} as const satisfies SortSpecs<RankedEntry, string>;

export type BoardSortKey = keyof typeof boardSorts;

export const BOARD_SORT_KEYS = Object.keys(boardSorts) as BoardSortKey[];
