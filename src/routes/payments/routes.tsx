import type { FolderRoutes } from '../../lib/route-module';

/** Payment intents of a community: one form and its answer (the service has no read of them). */
export const routes: FolderRoutes = () => [
  {
    path: 'payments',
    handle: { crumb: () => 'Payments' },
    lazy: async () => ({ Component: (await import('./payment-page')).PaymentPage }),
  },
];
