import type { QueryClient } from '@tanstack/react-query';
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { getConnection } from '../api/credentials';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { paths } from '../config/paths';
import { createPrefetcher } from '../lib/route-module';
import { communitiesRoute } from '../routes/communities/routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { folderFor, type RouteFolder, type RouteScope } from './route-manifest';

/** The ids of the routes each scope's folders are patched into. */
const SCOPE_ROUTE_ID: Record<RouteScope, string> = { app: 'app', community: 'community' };

export interface AppRoutes {
  /** The routes the first render needs: the shell, the communities list, and the 404 page. */
  routes: RouteObject[];
  /** Adds a folder's routes (route-manifest.ts) when a navigation first reaches its prefix. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/** The app's routes: the first route's in place, every other folder's on the navigation that needs it. */
export function createRoutes(queryClient: QueryClient): AppRoutes {
  const prefetch = createPrefetcher(queryClient);
  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while a deep link's routes and lazy page module load on the very first render.
      hydrateFallbackElement: (
        <main className="mx-auto w-full max-w-[1400px] px-4 py-6 md:px-8" aria-busy="true">
          <PageSkeleton />
        </main>
      ),
      loader: ({ request }) => {
        const url = new URL(request.url);
        if (!getConnection() && url.pathname !== '/connect') {
          return redirect(paths.connect(url.pathname + url.search));
        }
        return null;
      },
      children: [
        {
          // A pathless layout route, so route errors render inside the shell.
          id: SCOPE_ROUTE_ID.app,
          errorElement: <RouteError />,
          children: [
            { index: true, loader: () => redirect(paths.communities()) },
            communitiesRoute(prefetch, SCOPE_ROUTE_ID.community),
            // Also matched while a folder's routes are not loaded yet: the router then asks
            // `patchRoutesOnNavigation` first, and shows this page only if still nothing else matches.
            { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }) },
          ],
        },
      ],
    },
  ];

  // Per router: a route test's fresh router starts without any folder, as a page load does.
  const patched = new Set<RouteFolder>();
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
    const folder = folderFor(path);
    if (!folder || patched.has(folder)) return;
    const { routes: folderRoutes } = await folder.load();
    // An interrupted navigation patches nothing (the router ignores `patch` then); the next one will.
    if (signal.aborted || patched.has(folder)) return;
    patch(SCOPE_ROUTE_ID[folder.scope], folderRoutes(prefetch));
    patched.add(folder);
  };
  return { routes, patchRoutesOnNavigation };
}
