import type { LoaderFunctionArgs } from 'react-router';
import { memberQuery, membersQuery } from '../../api/resources/members';
import { memberListSearch } from '../../features/members/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';
import { parseUrlState } from '../../lib/url-state';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const memberListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) => {
  const params = parseUrlState(memberListSearch, searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(membersQuery(paramOf(args, 'communityId'), params.sort ? { ...params, page: 1 } : params));
};

export const memberLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(memberQuery(paramOf(args, 'communityId'), paramOf(args, 'idOrAddress')));
