import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import type { Params } from 'react-router';
import { badgeQuery, badgesQuery } from '../../api/resources/badges';
import { paths } from '../../config/paths';
import { badgeListParams } from '../../features/badges/api';
import { paramOf, searchOf, type RouteModule } from '../../lib/route-module';
import { attributionPageRoutes, attributionTabRoutes } from '../attributions/routes';
import { leaderboardTabRoutes } from '../leaderboard/routes';
import { rewardTabRoutes } from '../rewards/routes';

function BadgeCrumb({ params }: { params: Params }) {
  const { data } = useQuery(badgeQuery(params.communityId ?? '', params.badgeId ?? ''));
  return <>{data?.title ?? data?.name ?? 'Badge'}</>;
}

/** Badges of a community: list, create, a badge's page, edit. */
export const badgeModule: RouteModule = {
  nav: [{ group: 'community', label: 'Badges', icon: BadgeCheck, to: paths.badges }],
  routes: (prefetch) => [
    {
      path: 'badges',
      handle: { crumb: () => 'Badges' },
      children: [
        {
          index: true,
          loader: (args) =>
            prefetch(badgesQuery(paramOf(args, 'communityId'), badgeListParams(searchOf(args)))),
          lazy: async () => ({ Component: (await import('./badge-list')).BadgeList }),
        },
        {
          path: 'new',
          handle: { crumb: () => 'New badge' },
          lazy: async () => ({ Component: (await import('./badge-create')).BadgeCreate }),
        },
        {
          path: ':badgeId',
          handle: { crumb: BadgeCrumb },
          loader: (args) => prefetch(badgeQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId'))),
          children: [
            {
              // The hub: header, status and tabs; each tab is a child route with its own URL.
              lazy: async () => ({ Component: (await import('./badge-hub')).BadgeHub }),
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('./badge-overview')).BadgeOverview }),
                },
                ...leaderboardTabRoutes(prefetch),
                ...rewardTabRoutes(prefetch),
                ...attributionTabRoutes(prefetch),
              ],
            },
            {
              path: 'edit',
              handle: { crumb: () => 'Edit' },
              lazy: async () => ({ Component: (await import('./badge-edit')).BadgeEdit }),
            },
            ...attributionPageRoutes(),
          ],
        },
      ],
    },
  ],
};
