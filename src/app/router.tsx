import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { getConnection } from '../api/credentials';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { paths } from '../config/paths';
import { createPrefetcher } from '../lib/route-module';
import { communitiesRoute } from '../routes/communities/routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { appModules, communityModules } from './route-modules';

/** The app's routes, composed from the route modules (see route-modules.ts). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetch = createPrefetcher(queryClient);
  const sections = communityModules.flatMap((module) => module.routes(prefetch));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while a deep link's lazy page module loads on the very first render.
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
          errorElement: <RouteError />,
          children: [
            { index: true, loader: () => redirect(paths.communities()) },
            ...appModules.flatMap((module) => module.routes(prefetch)),
            communitiesRoute(prefetch, sections),
            { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }) },
          ],
        },
      ],
    },
  ];
}
