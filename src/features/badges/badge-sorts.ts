import type { Badge } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';

/** The badge list's sortable columns, by their key in the URL (`sort=-claimsEnd`). */
export const badgeSorts = {
  badge: { kind: 'text', value: (b) => b.title ?? b.name ?? b.id },
  status: { kind: 'text', value: (b) => b.status },
  type: { kind: 'text', value: (b) => b.type },
  claimsEnd: { kind: 'date', value: (b) => b.claimEndDate, firstDirection: 'desc' },
  maxClaims: { kind: 'number', value: (b) => b.maxClaims, firstDirection: 'desc' },
} as const satisfies SortSpecs<Badge, string>;

export type BadgeSortKey = keyof typeof badgeSorts;

export const BADGE_SORT_KEYS = Object.keys(badgeSorts) as BadgeSortKey[];
