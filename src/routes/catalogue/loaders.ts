import type { LoaderFunctionArgs } from 'react-router';
import {
  catalogueParams,
  catalogueQuery,
  publicAttributionParams,
  publicAttributionsQuery,
} from '../../features/catalogue/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const catalogueLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(catalogueQuery(catalogueParams(searchOf(args))));

export const catalogueBadgeLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(publicAttributionsQuery(paramOf(args, 'badgeId'), publicAttributionParams(searchOf(args))));
