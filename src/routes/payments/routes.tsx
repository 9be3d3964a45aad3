import { HandCoins } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** Payment intents of a community: one form and its answer (the service has no read of them). */
export const paymentModule: RouteModule = {
  nav: [{ group: 'community', label: 'Payments', icon: HandCoins, to: paths.payments }],
  routes: () => [
    {
      path: 'payments',
      handle: { crumb: () => 'Payments' },
      lazy: async () => ({ Component: (await import('./payment-page')).PaymentPage }),
    },
  ],
};
