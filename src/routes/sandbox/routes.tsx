import type { FolderRoutes } from '../../lib/route-module';

/** The embedded sandbox's data, reset and faults (only in sandbox mode). */
export const routes: FolderRoutes = () => [
  {
    path: 'sandbox',
    handle: { crumb: () => 'Sandbox' },
    lazy: async () => ({ Component: (await import('./sandbox-settings')).SandboxSettings }),
  },
];
