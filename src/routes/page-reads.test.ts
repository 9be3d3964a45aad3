import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_PAGES } from '../testing/declared-pages';
import { everyRoute } from '../testing/route-tree';
import type { RoutePageStates } from './page-state';

/** Every path the app's router declares, its ids written `:id` (the declarations name them). */
function appPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`.replace(/\/$/, '') || '/'
      : parent;
    return [...(route.path ? [path] : []), ...appPaths(route.children ?? [], path)];
  });
}

const shape = (path: string) => path.replace(/:\w+/g, ':id');
const { reads, readsNothing } = DECLARED_PAGES;

/** The folders whose page-states.ts declares reads, and those with a route fault table beside it. */
const folder = (file: string) => file.split('/').at(-2);
const declaring = Object.entries(
  import.meta.glob<RoutePageStates>('./*/page-states.ts', { eager: true, import: 'PAGE_STATES' }),
).flatMap(([file, states]) => (states.reads?.length ? [folder(file)] : []));
const tables = Object.keys(import.meta.glob('./*/route-faults.test.tsx')).map(folder);

describe('the declared page reads (src/routes/*/page-states.ts)', () => {
  let routes = new Set<string>();
  beforeAll(async () => {
    routes = new Set(appPaths(await everyRoute()).map(shape));
  });

  it('name only routes the app has, so the fault table and the benchmark open real pages', () => {
    const declared = [...reads.map((read) => read.path), ...Object.keys(readsNothing)];
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((path) => !routes.has(shape(path)))).toEqual([]);
  });

  it('give each page one entry and one read', () => {
    const names = reads.map((read) => read.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = reads.map((read) => shape(read.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are each put through the fault table, in a route-faults.test.tsx beside them', () => {
    expect(declaring.filter((name) => !tables.includes(name))).toEqual([]);
  });
});
