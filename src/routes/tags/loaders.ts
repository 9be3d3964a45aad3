import type { LoaderFunctionArgs } from 'react-router';
import { allTagsQuery, tagMembersQuery, tagQuery, tagsQuery } from '../../api/resources/tags';
import { tagListParams } from '../../features/tags/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';
import { tagMemberListParams } from './tag-member-search';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const tagListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) => {
  const params = tagListParams(searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(tagsQuery(paramOf(args, 'communityId'), params.sort ? { ...params, page: 1 } : params));
};

export const tagCreateLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(allTagsQuery(paramOf(args, 'communityId')));

export function tagLoader(prefetch: Prefetch, args: LoaderFunctionArgs) {
  const communityId = paramOf(args, 'communityId');
  const tagId = paramOf(args, 'tagId');
  prefetch(tagQuery(communityId, tagId));
  const params = tagMemberListParams(searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(tagMembersQuery(communityId, tagId, params.sort ? { ...params, page: 1 } : params));
}
