import type { DataRouter, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { journalWritesWith } from '../api/write-journal';
import { paths } from '../config/paths';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

/**
 * The router and the query client, wired to each other: a 401 from any query or mutation sends the
 * user to the connection screen, which returns to the current page afterwards. The app passes a
 * browser router; route tests pass a memory router, so they exercise this very wiring.
 */
export function createAppRouting(
  makeRouter: (
    routes: RouteObject[],
    options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction },
  ) => DataRouter,
  options: { retry?: false } = {},
) {
  // The query client is created first and reaches the router, created next, through this holder.
  const holder: { router?: DataRouter } = {};
  const queryClient = createQueryClient({
    retry: options.retry,
    onUnauthorized: () => {
      const router = holder.router;
      if (!router) return;
      const { pathname, search } = router.state.location;
      if (pathname === '/connect') return;
      void router.navigate(`${paths.connect(pathname + search)}&reason=unauthorized`);
    },
  });
  const { routes, patchRoutesOnNavigation } = createRoutes(queryClient);
  const router = makeRouter(routes, { patchRoutesOnNavigation });
  // The journal of changes loads on the first write (it reads the cache for an update's before).
  journalWritesWith(() =>
    import('../features/journal/write-recorder').then((m) => m.createWriteRecorder(queryClient)),
  );
  holder.router = router;
  return { queryClient, router };
}
