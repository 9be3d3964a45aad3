import type { Reward } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';
import { chainName } from '../../lib/chains';
import { sortParam } from '../../lib/sort/sort-param';
import { urlSchema } from '../../lib/url-state';
import { rewardTitle } from './reward-columns';

/**
 * The reward list's sortable columns, by their key in the URL (`sort=chain`), each by what its cell
 * shows. The budget sets several values (spend, amounts, end) against the claim window: no one of
 * them is the column's, so it does not sort.
 */
export const rewardSorts = {
  reward: { kind: 'text', value: rewardTitle },
  status: { kind: 'text', value: (r) => r.status },
  chain: { kind: 'text', value: (r) => chainName(r.chainId) },
} as const satisfies SortSpecs<Reward, string>;

type RewardSortKey = keyof typeof rewardSorts;

/** The reward list's state in the URL: its sort only (the service answers the whole list at once). */
export const rewardListSearch = urlSchema({
  sort: sortParam(Object.keys(rewardSorts) as RewardSortKey[]),
});
