import { History } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** The journal of changes: every write made from this browser, with its outcome, filterable and exportable. */
export const journalModule: RouteModule = {
  nav: [{ group: 'account', label: 'Journal', icon: History, to: () => paths.journal() }],
  routes: () => [
    {
      path: 'journal',
      handle: { crumb: () => 'Journal' },
      lazy: async () => ({ Component: (await import('./journal-page')).JournalPage }),
    },
  ],
};
