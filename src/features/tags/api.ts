import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTagMutation,
  deleteTagMutation,
  removeTagMemberMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { addTagMembers } from '../../api/generated/sdk.gen';
import type { Tag, TagPage } from '../../api/generated/types.gen';
import { apiMutation } from '../../api/query';
import { badgeCache } from '../../api/resources/badges';
import { findInLists } from '../../api/resources/keys';
import { tagCache, tagKeys, tagQuery, type TagListParams } from '../../api/resources/tags';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { parseUrlState } from '../../lib/url-state';
import { TAG_SORT_KEYS, type TagSortKey } from './tag-sorts';

export const TAGS_PER_PAGE = 25;
export const TAG_MEMBERS_PER_PAGE = 25;
/** Members sent per tag-assignment request. */
export const TAG_CHUNK_SIZE = 500;

/** The tag list's state in the URL: the page's `useListState` and the route loader read it. */
export const tagListSearch = listSearch(TAGS_PER_PAGE).extend({ sort: sortParam(TAG_SORT_KEYS) });

export function tagListParams(search: URLSearchParams) {
  const params: TagListParams & { sort?: SortState<TagSortKey> } = parseUrlState(tagListSearch, search);
  return params;
}

/** The tag for its page: while it loads, what a list already showed (its name). */
export function useTagWithPlaceholder(communityId: string, tagId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...tagQuery(communityId, tagId),
    placeholderData: () =>
      findInLists(
        queryClient.getQueriesData<TagPage | Tag[]>({ queryKey: tagKeys.lists(communityId) }),
        (t: Tag) => t.id === tagId,
      ),
  });
}

/**
 * Assigns the tag to members (ids or wallets), `TAG_CHUNK_SIZE` per request, one request after
 * the other. Progress counts the members sent; a refusal stops it, and what was sent stays sent.
 */
export async function addMembersToTag(
  communityId: string,
  tagId: string,
  members: readonly string[],
  options: { signal: AbortSignal; onProgress?: (sent: number) => void },
): Promise<number> {
  let sent = 0;
  for (let start = 0; start < members.length; start += TAG_CHUNK_SIZE) {
    if (options.signal.aborted) break;
    const chunk = members.slice(start, start + TAG_CHUNK_SIZE);
    await addTagMembers({
      path: { id: communityId, tagId },
      body: { members: chunk },
      signal: options.signal,
      throwOnError: true,
    });
    sent += chunk.length;
    options.onProgress?.(sent);
  }
  return sent;
}

export function useCreateTag(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createTagMutation()),
    onSuccess: (tag) => tagCache.created(queryClient, communityId, tag),
  });
}

export function useDeleteTag(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(deleteTagMutation()),
    onSuccess: (_data, { path }) => {
      tagCache.deleted(queryClient, communityId, path.tagId);
      badgeCache.tagDeleted(queryClient, communityId);
    },
  });
}

export function useRemoveTagMember(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(removeTagMemberMutation()),
    onSuccess: (_data, { path }) => tagCache.membersChanged(queryClient, communityId, path.tagId),
  });
}
