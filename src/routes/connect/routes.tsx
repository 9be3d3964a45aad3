import { PlugZap } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** The connection screen: sandbox or a live API, and its credentials. */
export const connectModule: RouteModule = {
  nav: [{ group: 'settings', label: 'Connection', icon: PlugZap, to: () => paths.connect() }],
  routes: () => [
    {
      path: 'connect',
      handle: { crumb: () => 'Connection' },
      lazy: async () => ({ Component: (await import('./connect-page')).ConnectPage }),
    },
  ],
};
