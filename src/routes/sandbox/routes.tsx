import { FlaskConical } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** The embedded sandbox's data, reset and faults (only in sandbox mode). */
export const sandboxModule: RouteModule = {
  nav: [
    {
      group: 'settings',
      label: 'Sandbox',
      icon: FlaskConical,
      to: () => paths.sandboxSettings(),
      sandboxOnly: true,
    },
  ],
  routes: () => [
    {
      path: 'sandbox',
      handle: { crumb: () => 'Sandbox' },
      lazy: async () => ({ Component: (await import('./sandbox-settings')).SandboxSettings }),
    },
  ],
};
