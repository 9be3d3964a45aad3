import type { FolderRoutes } from '../../lib/route-module';

/**
 * A community's collections: the service offers no list (nor a read) of collections or mintables,
 * so the admin opens a collection by id, creates mintables in it and mints them to wallets. Nothing
 * to prefetch: there is no read.
 */
export const routes: FolderRoutes = () => [
  {
    path: 'collections',
    handle: { crumb: () => 'Collections' },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./collection-open')).CollectionOpen }),
      },
      {
        path: ':collectionId',
        handle: { crumb: () => 'Collection' },
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./collection-show')).CollectionShow }),
          },
          {
            path: 'mintables/new',
            handle: { crumb: () => 'New mintable' },
            lazy: async () => ({ Component: (await import('./mintable-create')).MintableCreate }),
          },
        ],
      },
    ],
  },
];
