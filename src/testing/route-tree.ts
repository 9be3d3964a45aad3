import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { createAppRouting } from '../app/create-app-routing';
import { ROUTE_FOLDERS, type RouteFolder } from '../app/route-manifest';

/** A path that opens the folder's first page (any community id will do: nothing is read). */
export const folderPath = (folder: RouteFolder): string =>
  folder.scope === 'community' ? `/communities/some-community/${folder.prefix}` : `/${folder.prefix}`;

/** The routes as matching sees them: without loaders and lazy pages, which matching never needs. */
const matchingOnly = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const bare = { ...route, loader: undefined, lazy: undefined };
    return bare.index ? bare : { ...bare, children: matchingOnly(route.children ?? []) };
  });

/**
 * The app's router at `path`, matching and discovering routes as the app's does (its routes and
 * `patchRoutesOnNavigation`), but running no loader and loading no page, so a test can walk every
 * folder in little time. Resolves once the first navigation has matched.
 */
export async function matchingRouter(path: string): Promise<DataRouter> {
  const { router } = createAppRouting((routes, { patchRoutesOnNavigation }) =>
    createMemoryRouter(matchingOnly(routes), {
      initialEntries: [path],
      patchRoutesOnNavigation: (args) =>
        patchRoutesOnNavigation({
          ...args,
          patch: (routeId, children) => args.patch(routeId, matchingOnly(children)),
        }),
    }),
  );
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return router;
}

/** The app's whole route tree: its router after a navigation into every folder of the manifest. */
export async function everyRoute(): Promise<RouteObject[]> {
  const router = await matchingRouter('/communities');
  for (const folder of ROUTE_FOLDERS) await router.navigate(folderPath(folder));
  const routes = router.routes;
  router.dispose();
  return [...routes];
}
