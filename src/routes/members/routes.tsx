import type { FolderRoutes } from '../../lib/route-module';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

/** Members of a community: list, add, a member's page. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'members',
    handle: { crumb: () => 'Members' },
    children: [
      {
        index: true,
        loader: async (args) => (await loaders()).memberListLoader(prefetch, args),
        lazy: async () => ({ Component: (await import('./member-list')).MemberList }),
      },
      {
        path: 'new',
        handle: { crumb: () => 'Add member' },
        lazy: async () => ({ Component: (await import('./member-create')).MemberCreate }),
      },
      {
        path: 'import',
        handle: { crumb: () => 'Import' },
        lazy: async () => ({ Component: (await import('./member-import')).MemberImport }),
      },
      {
        path: ':idOrAddress',
        loader: async (args) => (await loaders()).memberLoader(prefetch, args),
        lazy: async () => {
          const [page, crumbs] = await Promise.all([import('./member-show'), import('./crumbs')]);
          return { Component: page.MemberShow, handle: { crumb: crumbs.MemberCrumb } };
        },
      },
    ],
  },
];
