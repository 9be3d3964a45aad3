import type { FolderRoutes } from '../../lib/route-module';
import { attributionPageRoutes, attributionTabRoutes } from '../attributions/routes';
import { leaderboardTabRoutes } from '../leaderboard/routes';
import { rewardTabRoutes } from '../rewards/routes';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

/** Badges of a community: list, create, a badge's page, edit. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'badges',
    handle: { crumb: () => 'Badges' },
    children: [
      {
        index: true,
        loader: async (args) => (await loaders()).badgeListLoader(prefetch, args),
        lazy: async () => ({ Component: (await import('./badge-list')).BadgeList }),
      },
      {
        path: 'new',
        handle: { crumb: () => 'New badge' },
        lazy: async () => ({ Component: (await import('./badge-create')).BadgeCreate }),
      },
      {
        // Matched before ':badgeId' wherever it is listed: a static segment outranks a dynamic one.
        path: 'art',
        handle: { crumb: () => 'Art review' },
        lazy: async () => ({ Component: (await import('./art-review-page')).ArtReviewPage }),
      },
      {
        path: 'art/batch',
        handle: { crumb: () => 'Batch art' },
        lazy: async () => ({ Component: (await import('./art-batch-page')).ArtBatchPage }),
      },
      {
        path: ':badgeId',
        loader: async (args) => (await loaders()).badgeLoader(prefetch, args),
        lazy: async () => ({ handle: { crumb: (await import('./crumbs')).BadgeCrumb } }),
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
];
