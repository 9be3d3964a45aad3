import type { LoaderFunctionArgs } from 'react-router';
import { attributionQuery, attributionsQuery } from '../../api/resources/attributions';
import { attributionListParams } from '../../features/attributions/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const attributionListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) => {
  const params = attributionListParams(searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(
    attributionsQuery(
      paramOf(args, 'communityId'),
      paramOf(args, 'badgeId'),
      params.sort ? { ...params, page: 1 } : params,
    ),
  );
};

export const attributionLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(
    attributionQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId'), paramOf(args, 'attributionId')),
  );
