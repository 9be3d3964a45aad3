import type { FolderRoutes } from '../../lib/route-module';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

/** Tags of a community: list, create, a tag's page with its members. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'tags',
    handle: { crumb: () => 'Tags' },
    children: [
      {
        index: true,
        loader: async (args) => (await loaders()).tagListLoader(prefetch, args),
        lazy: async () => ({ Component: (await import('./tag-list')).TagList }),
      },
      {
        path: 'new',
        handle: { crumb: () => 'New tag' },
        loader: async (args) => (await loaders()).tagCreateLoader(prefetch, args),
        lazy: async () => ({ Component: (await import('./tag-create')).TagCreate }),
      },
      {
        path: ':tagId',
        loader: async (args) => (await loaders()).tagLoader(prefetch, args),
        lazy: async () => {
          const [page, crumbs] = await Promise.all([import('./tag-show'), import('./crumbs')]);
          return { Component: page.TagShow, handle: { crumb: crumbs.TagCrumb } };
        },
      },
    ],
  },
];
