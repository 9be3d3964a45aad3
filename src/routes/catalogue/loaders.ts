import type { LoaderFunctionArgs } from 'react-router';
import {
  catalogueParams,
  catalogueQuery,
  publicAttributionParams,
  publicAttributionsQuery,
} from '../../features/catalogue/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const catalogueLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) => {
  const params = catalogueParams(searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(catalogueQuery(params.sort ? { ...params, page: 1 } : params));
};

export const catalogueBadgeLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(publicAttributionsQuery(paramOf(args, 'badgeId'), publicAttributionParams(searchOf(args))));
