import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { getConnection } from '../api/credentials';
import type { ApiError } from '../api/errors';

/** Starts a page's query from its route loader without waiting for it (see `createPrefetcher`). */
export type Prefetch = <TData, TKey extends QueryKey>(
  options: QueryExecuteOptions<TData, ApiError, TData, TData, TKey>,
) => null;

/**
 * Loaders only start the page's query (they do not wait for it), so the data request runs in
 * parallel with the download of the page's lazy chunk: no request waterfall, and navigation is
 * never blocked. The page reads the same query from the cache.
 */
export function createPrefetcher(queryClient: QueryClient): Prefetch {
  return (options) => {
    // Errors are not swallowed for good: the page's own query shows them.
    if (getConnection()) queryClient.query(options).catch(() => undefined);
    return null;
  };
}

/** Where a sidebar entry sits: at the top, a community's sections, account-wide pages, or settings. */
export type NavGroup = 'top' | 'community' | 'account' | 'settings';

export interface NavEntry {
  group: NavGroup;
  label: string;
  icon: LucideIcon;
  /** The link; community entries receive the current community's id (and show only inside one). */
  to: (communityId: string) => string;
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
  /** Shown only when the app is connected to the embedded sandbox. */
  sandboxOnly?: boolean;
}

/**
 * A route folder's routes (`src/routes/<folder>/routes.tsx` exports them as `routes`): paths,
 * prefetching loaders, lazy pages and crumbs, relative to the folder's scope (the app root, or
 * `/communities/:communityId`). `src/app/route-manifest.ts` lists the folders with their path
 * prefixes and sidebar entries; a folder's routes load when a navigation first needs them.
 *
 * Its loaders import their query code on use (the folder's `loaders.ts`: one chunk, fetched beside
 * the page's own chunk, which needs it too) and then start the prefetch without waiting for the
 * data; a crumb that reads a record comes from the route's `lazy` (the folder's `crumbs.tsx`).
 */
export type FolderRoutes = (prefetch: Prefetch) => RouteObject[];

export const searchOf = (args: LoaderFunctionArgs): URLSearchParams => new URL(args.request.url).searchParams;
export const paramOf = (args: LoaderFunctionArgs, name: string): string => args.params[name] ?? '';
