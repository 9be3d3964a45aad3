import type { RouteObject } from 'react-router';
import type { Prefetch } from '../../lib/route-module';

/**
 * The badge hub's Leaderboard tab (relative to the badge). The loader starts reading the board in
 * the URL's order while the page's chunk (charts included) loads.
 */
export function leaderboardTabRoutes(prefetch: Prefetch): RouteObject[] {
  return [
    {
      path: 'leaderboard',
      handle: { crumb: () => 'Leaderboard' },
      loader: async (args) => (await import('./loaders')).leaderboardLoader(prefetch, args),
      lazy: async () => ({ Component: (await import('./badge-leaderboard')).BadgeLeaderboard }),
    },
  ];
}
