import type { RouteModule } from '../../lib/route-module';

/**
 * The eligibility doctor of a community (`?wallet=&badge=`). Its reads start on the page: which
 * ones depends on what was typed (an address, an ENS name, a member id).
 */
export const eligibilityModule: RouteModule = {
  routes: () => [
    {
      path: 'eligibility',
      handle: { crumb: () => 'Eligibility' },
      lazy: async () => ({ Component: (await import('./eligibility-page')).EligibilityPage }),
    },
  ],
};
