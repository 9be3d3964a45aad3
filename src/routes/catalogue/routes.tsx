import type { FolderRoutes } from '../../lib/route-module';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

/** The partner catalogue (reward-provider keys only): every badge, and a badge's public attributions. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'catalogue',
    handle: { crumb: () => 'Partner catalogue' },
    children: [
      {
        index: true,
        loader: async (args) => (await loaders()).catalogueLoader(prefetch, args),
        lazy: async () => ({ Component: (await import('./catalogue-list')).CatalogueList }),
      },
      {
        path: ':badgeId',
        loader: async (args) => (await loaders()).catalogueBadgeLoader(prefetch, args),
        lazy: async () => {
          const [page, crumbs] = await Promise.all([import('./catalogue-badge'), import('./crumbs')]);
          return { Component: page.CatalogueBadge, handle: { crumb: crumbs.CatalogueBadgeCrumb } };
        },
      },
    ],
  },
];
