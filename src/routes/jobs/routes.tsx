import type { FolderRoutes } from '../../lib/route-module';

/** The bulk jobs started in this browser (imports, awards): progress, controls and results. */
export const routes: FolderRoutes = () => [
  {
    path: 'jobs',
    handle: { crumb: () => 'Jobs' },
    lazy: async () => ({ Component: (await import('./job-list')).JobList }),
  },
];
