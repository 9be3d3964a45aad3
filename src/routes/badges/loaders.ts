import type { LoaderFunctionArgs } from 'react-router';
import { badgeQuery, badgesQuery } from '../../api/resources/badges';
import { badgeListParams } from '../../features/badges/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const badgeListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) => {
  const params = badgeListParams(searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(badgesQuery(paramOf(args, 'communityId'), params.sort ? { ...params, page: 1 } : params));
};

export const badgeLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(badgeQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId')));
