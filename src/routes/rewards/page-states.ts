import { badgeWith, type RoutePageStates } from '../page-state';

/** `:rewardBadge` is a badge with a reward, so the tab and the reward have something to show. */
export const PAGE_STATES: RoutePageStates = {
  reads: [
    {
      name: "badge's rewards tab",
      path: '/communities/:community/badges/:rewardBadge/rewards',
      operationId: 'listBadgeRewards',
    },
    {
      name: 'reward',
      path: '/communities/:community/badges/:rewardBadge/rewards/:reward',
      operationId: 'getBadgeReward',
    },
  ],
  findIds: async (get, community) => {
    const found = await badgeWith(get, community, 'reward');
    return found && { rewardBadge: found.badge, reward: found.id };
  },
};
