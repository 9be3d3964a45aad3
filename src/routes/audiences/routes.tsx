import type { FolderRoutes } from '../../lib/route-module';

/** Query code for the loader, loaded on use (see `FolderRoutes`). */
const loaders = () => import('./loaders');

/** Audiences of a community: tags combined with all/any and "does not have" into a list of members. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'audiences',
    handle: { crumb: () => 'Audiences' },
    loader: async (args) => (await loaders()).audienceLoader(prefetch, args),
    lazy: async () => ({ Component: (await import('./audience-page')).AudiencePage }),
  },
];
