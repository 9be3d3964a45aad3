import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isMissingOperation } from '../errors';
import {
  getBadgeRewardOptions,
  getBadgeRewardQueryKey,
  listBadgeRewardsOptions,
  listBadgeRewardsQueryKey,
} from '../generated/@tanstack/react-query.gen';
import type { Reward } from '../generated/types.gen';
import { apiQuery, readFresh } from '../query';
import { badgeCache } from './badges';

/** A badge's rewards: the list (a plain array, not a page: docs/api-behaviour.md) and each reward. */

export const rewardKeys = {
  /** The badge's reward list: the rewards tab, the badge's hub and its go-live checklist read it. */
  list: (communityId: string, badgeId: string) =>
    listBadgeRewardsQueryKey({ path: { id: communityId, badgeId } }),
  detail: (communityId: string, badgeId: string, rewardId: string) =>
    getBadgeRewardQueryKey({ path: { id: communityId, badgeId, rewardId } }),
};

export function rewardsQuery(communityId: string, badgeId: string) {
  return apiQuery(listBadgeRewardsOptions({ path: { id: communityId, badgeId } }));
}

export function rewardQuery(communityId: string, badgeId: string, rewardId: string) {
  return apiQuery(getBadgeRewardOptions({ path: { id: communityId, badgeId, rewardId } }));
}

/**
 * The reward as stored now, past the cache. A server without the single read (docs/api-behaviour.md)
 * is asked for the badge's list instead; a reward in neither is gone (a 404).
 */
export async function readFreshReward(
  queryClient: QueryClient,
  path: { communityId: string; badgeId: string; rewardId: string },
): Promise<Reward> {
  const { communityId, badgeId, rewardId } = path;
  try {
    return await readFresh(queryClient, rewardQuery(communityId, badgeId, rewardId));
  } catch (error) {
    if (!isMissingOperation(error)) throw error;
  }
  const listed = (await readFresh(queryClient, rewardsQuery(communityId, badgeId))).find(
    (r) => r.id === rewardId,
  );
  if (listed) return listed;
  throw new ApiError({ status: 404, message: 'There is no reward with this ID.', operation: 'GET /reward' });
}

/** What each write of rewards changes: the reward, the badge's list (and so its checklist), the badge. */
export const rewardCache = {
  /** A saved reward on its page and in the badge's list; the list and the badge then read again. */
  saved(queryClient: QueryClient, communityId: string, badgeId: string, reward: Reward) {
    queryClient.setQueryData(rewardKeys.detail(communityId, badgeId, reward.id), reward);
    queryClient.setQueryData(rewardsQuery(communityId, badgeId).queryKey, (list) =>
      list
        ? list.some((r) => r.id === reward.id)
          ? list.map((r) => (r.id === reward.id ? reward : r))
          : list.concat([reward])
        : list,
    );
    rewardCache.listChanged(queryClient, communityId, badgeId);
  },
  /** The reward's page keeps showing it until it navigates away (marked stale, not refetched). */
  deleted(queryClient: QueryClient, communityId: string, badgeId: string, rewardId: string) {
    queryClient.setQueryData(rewardsQuery(communityId, badgeId).queryKey, (list) =>
      list?.filter((r) => r.id !== rewardId),
    );
    void queryClient.invalidateQueries({
      queryKey: rewardKeys.detail(communityId, badgeId, rewardId),
      refetchType: 'none',
    });
    rewardCache.listChanged(queryClient, communityId, badgeId);
  },
  /** The list reads again, and the badge, which embeds its rewards. */
  listChanged(queryClient: QueryClient, communityId: string, badgeId: string) {
    void queryClient.invalidateQueries({ queryKey: rewardKeys.list(communityId, badgeId) });
    badgeCache.changed(queryClient, communityId, badgeId);
  },
};
