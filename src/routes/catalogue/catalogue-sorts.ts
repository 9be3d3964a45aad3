import type { Badge } from '../../api/types';
import { badgeSorts } from '../../features/badges/badge-sorts';
import type { CatalogueSortKey } from '../../features/catalogue/api';
import type { SortSpecs } from '../../hooks/use-sorted-list';

const { badge, status, type, claimsEnd } = badgeSorts;

/**
 * How the catalogue's columns sort (their keys: `CATALOGUE_SORT_KEYS`): the columns it shares with
 * a community's badge list sort as they do there.
 */
export const catalogueSorts = {
  badge,
  status,
  type,
  claimsEnd,
  rewards: { kind: 'number', value: (b) => b.rewards?.length, firstDirection: 'desc' },
} as const satisfies SortSpecs<Badge, CatalogueSortKey>;
