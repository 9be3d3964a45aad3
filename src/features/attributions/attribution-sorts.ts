import type { CommunityAttribution } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';
import { attributionHolder } from './attribution-wallet';

/** The attribution list's sortable columns, by their key in the URL (`sort=-earned`). */
export const attributionSorts = {
  earned: { kind: 'date', value: (a) => a.earnedAt, firstDirection: 'desc' },
  // The column shows the ENS name when there is one, so that is what it sorts by.
  wallet: {
    kind: 'text',
    value: (a) => {
      const { wallet, ensName } = attributionHolder(a);
      return ensName ?? wallet;
    },
  },
  status: { kind: 'text', value: (a) => (a.claimedAt ? 'claimed' : 'earned') },
  claimed: { kind: 'date', value: (a) => a.claimedAt, firstDirection: 'desc' },
} as const satisfies SortSpecs<CommunityAttribution, string>;

export type AttributionSortKey = keyof typeof attributionSorts;

export const ATTRIBUTION_SORT_KEYS = Object.keys(attributionSorts) as AttributionSortKey[];
