import { useQuery } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { rewardQuery, rewardsQuery } from '../../api/resources/rewards';
import { paramOf, type Prefetch } from '../../lib/route-module';

/** The reward's name in the breadcrumbs, from its page's read or the badge's reward list. */
function RewardCrumb({ params }: { params: Params }) {
  const { communityId = '', badgeId = '', rewardId = '' } = params;
  const one = useQuery(rewardQuery(communityId, badgeId, rewardId));
  const list = useQuery(rewardsQuery(communityId, badgeId));
  return <>{one.data?.name ?? list.data?.find((r) => r.id === rewardId)?.name ?? 'Reward'}</>;
}

/**
 * A badge's rewards, as pages of the badge hub's Rewards tab (relative to the badge): the list, a
 * new reward, one reward and its edit form. Every page reads the badge's reward list (a plain array
 * of them all), which the hub reads too.
 */
export function rewardTabRoutes(prefetch: Prefetch): RouteObject[] {
  return [
    {
      path: 'rewards',
      handle: { crumb: () => 'Rewards' },
      loader: (args) => prefetch(rewardsQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId'))),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./reward-list')).RewardList }) },
        {
          path: 'new',
          handle: { crumb: () => 'New reward' },
          lazy: async () => ({ Component: (await import('./reward-create')).RewardCreate }),
        },
        {
          path: ':rewardId',
          handle: { crumb: RewardCrumb },
          loader: (args) =>
            prefetch(
              rewardQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId'), paramOf(args, 'rewardId')),
            ),
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./reward-show')).RewardShow }) },
            {
              path: 'edit',
              handle: { crumb: () => 'Edit' },
              lazy: async () => ({ Component: (await import('./reward-edit')).RewardEdit }),
            },
          ],
        },
      ],
    },
  ];
}
