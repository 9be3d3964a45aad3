import type { FolderRoutes } from '../../lib/route-module';

/** The journal of changes: every write made from this browser, with its outcome, filterable and exportable. */
export const routes: FolderRoutes = () => [
  {
    path: 'journal',
    handle: { crumb: () => 'Journal' },
    lazy: async () => ({ Component: (await import('./journal-page')).JournalPage }),
  },
];
