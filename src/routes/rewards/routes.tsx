import type { RouteObject } from 'react-router';
import type { Prefetch } from '../../lib/route-module';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

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
      loader: async (args) => (await loaders()).rewardListLoader(prefetch, args),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./reward-list')).RewardList }) },
        {
          path: 'new',
          handle: { crumb: () => 'New reward' },
          lazy: async () => ({ Component: (await import('./reward-create')).RewardCreate }),
        },
        {
          path: ':rewardId',
          loader: async (args) => (await loaders()).rewardLoader(prefetch, args),
          lazy: async () => ({ handle: { crumb: (await import('./crumbs')).RewardCrumb } }),
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
