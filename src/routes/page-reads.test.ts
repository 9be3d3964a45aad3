import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../app/router';
import { PAGE_READS, READS_NOTHING } from '../testing/page-reads.mjs';

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

describe('the declared page reads (src/testing/page-reads.mjs)', () => {
  const routes = new Set(appPaths(createRoutes(new QueryClient())).map(shape));

  it('name only routes the app has, so the fault table and the benchmark open real pages', () => {
    const declared = [...PAGE_READS.map((read) => read.path), ...Object.keys(READS_NOTHING)];
    expect(declared.filter((path) => !routes.has(shape(path)))).toEqual([]);
  });

  it('give each page one entry and one read', () => {
    const names = PAGE_READS.map((read) => read.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = PAGE_READS.map((read) => shape(read.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
