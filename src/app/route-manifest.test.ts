import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { folderPath, matchingRouter } from '../testing/route-tree';
import { createAppRouting } from './create-app-routing';
import { folderFor, ROUTE_FOLDERS, warmRoutes, type RouteFolder } from './route-manifest';

/** The route the router matched last, and whether it is the 404 page's. */
const leaf = (router: DataRouter) => router.state.matches.at(-1)?.route;
const isNotFound = (router: DataRouter) => leaf(router)?.path === '*';

/** The routes a folder's table declares at its top, written from the scope down. */
async function topPaths(folder: RouteFolder): Promise<string[]> {
  const { routes } = await folder.load();
  return routes(() => null).map((route) => route.path ?? '');
}

describe('the route manifest', () => {
  it.each(ROUTE_FOLDERS.map((folder) => [folderPath(folder), folder] as const))(
    'opens %s from a deep link, with the folder loaded on the way',
    async (path, folder) => {
      const router = await matchingRouter(path);
      expect(isNotFound(router)).toBe(false);
      expect(router.state.location.pathname).toBe(path);
      // The page is the folder's own: a route its table declares at its top is matched.
      const top = await topPaths(folder);
      expect(router.state.matches.some((match) => top.includes(match.route.path ?? ''))).toBe(true);
      router.dispose();
    },
  );

  // A deep link's first render shows the routes matched before its folder is patched in: the last of
  // them must render something, or React Router warns of an empty leaf on every deep link.
  it.each([
    '/communities/some-community',
    ...ROUTE_FOLDERS.flatMap((folder) => [folderPath(folder), `${folderPath(folder)}/some-id/new`]),
  ])('gives the routes a deep link to %s starts from a page or an outlet to render', (path) => {
    const { router } = createAppRouting((routes, options) =>
      createMemoryRouter(routes, { ...options, initialEntries: [path] }),
    );
    const route = leaf(router);
    router.dispose();
    expect(route?.id).toBeDefined();
    expect(
      route !== undefined &&
        (route.element !== undefined || route.Component !== undefined || route.lazy !== undefined),
      `route ${route?.id ?? ''} has nothing to render`,
    ).toBe(true);
  });

  it('has one folder per prefix, and each folder declares routes under its prefix only', async () => {
    const keys = ROUTE_FOLDERS.map((folder) => `${folder.scope}:${folder.prefix}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const folder of ROUTE_FOLDERS) {
      const outside = (await topPaths(folder)).filter(
        (path) => path !== folder.prefix && !path.startsWith(`${folder.prefix}/`),
      );
      expect(outside, `${folder.prefix}'s routes outside its prefix`).toEqual([]);
    }
  });

  it.each([
    '/nowhere',
    '/communities/some-community/nowhere',
    '/communities/some-community/badges/some-badge/nowhere/else',
    // A community folder at the root, and an app folder inside a community, are no pages.
    '/badges',
    '/communities/some-community/connect',
  ])('still answers %s with the 404 page', async (path) => {
    const router = await matchingRouter(path);
    expect(isNotFound(router)).toBe(true);
    router.dispose();
  });

  it('patches each folder once, whichever folders a walk goes through', async () => {
    const router = await matchingRouter('/communities/some-community/tags');
    await router.navigate('/jobs');
    expect(leaf(router)?.path).toBe('jobs');
    await router.navigate('/communities/other-community/tags/some-tag');
    expect(leaf(router)?.path).toBe(':tagId');
    await router.navigate('/communities/other-community/members/nowhere/else');
    expect(isNotFound(router)).toBe(true);
    const sections = (id: string, routes = router.routes): RouteObject[] =>
      routes.flatMap((route) =>
        route.id === id ? (route.children ?? []) : sections(id, route.children ?? []),
      );
    expect(sections('community').map((route) => route.path ?? 'index')).toEqual(['index', 'tags', 'members']);
    router.dispose();
  });

  it('matches prefixes whatever their case, as the router does', () => {
    expect(folderFor('/Communities/X/Badges/b1')?.prefix).toBe('badges');
    expect(folderFor('/ACCOUNT/avatars')?.prefix).toBe('account/avatars');
    expect(folderFor('/account')).toBeUndefined();
    expect(folderFor('/communities/x')).toBeUndefined();
  });

  it("starts loading a link's routes on a sign it will be followed, and nothing for other links", () => {
    const loads = ROUTE_FOLDERS.map((folder) => vi.spyOn(folder, 'load'));
    warmRoutes('/communities/some-community/tags/some-tag');
    warmRoutes('/communities');
    warmRoutes('/nowhere');
    const called = ROUTE_FOLDERS.filter((_, i) => loads[i]!.mock.calls.length > 0);
    expect(called.map((folder) => folder.prefix)).toEqual(['tags']);
  });
});
