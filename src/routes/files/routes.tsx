import type { FolderRoutes } from '../../lib/route-module';

/** The community's uploads: the upload widget and the files sent from this browser. */
export const routes: FolderRoutes = () => [
  {
    path: 'files',
    handle: { crumb: () => 'Files' },
    lazy: async () => ({ Component: (await import('./file-list')).FileList }),
  },
];
