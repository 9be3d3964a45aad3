import type { FolderRoutes } from '../../lib/route-module';

/** The connection screen: sandbox or a live API, and its credentials. */
export const routes: FolderRoutes = () => [
  {
    path: 'connect',
    handle: { crumb: () => 'Connection' },
    lazy: async () => ({ Component: (await import('./connect-page')).ConnectPage }),
  },
];
