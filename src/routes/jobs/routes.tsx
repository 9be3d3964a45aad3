import { ListChecks } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** The bulk jobs started in this browser (imports, awards): progress, controls and results. */
export const jobModule: RouteModule = {
  nav: [{ group: 'account', label: 'Jobs', icon: ListChecks, to: () => paths.jobs() }],
  routes: () => [
    {
      path: 'jobs',
      handle: { crumb: () => 'Jobs' },
      lazy: async () => ({ Component: (await import('./job-list')).JobList }),
    },
  ],
};
