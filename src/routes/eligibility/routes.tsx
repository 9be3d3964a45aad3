import type { FolderRoutes } from '../../lib/route-module';

/**
 * The eligibility doctor of a community (`?wallet=&badge=`). Its reads start on the page: which
 * ones depends on what was typed (an address, an ENS name, a member id).
 */
export const routes: FolderRoutes = () => [
  {
    path: 'eligibility',
    handle: { crumb: () => 'Eligibility' },
    lazy: async () => ({ Component: (await import('./eligibility-page')).EligibilityPage }),
  },
];
