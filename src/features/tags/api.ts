import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { fetchAllPages, type AllPages, type AllPagesProgress } from '../../api/fetch-all-pages';
import {
  createTagMutation,
  deleteTagMutation,
  getTagOptions,
  listCommunityBadgesQueryKey,
  listTagMembersOptions,
  listTagMembersQueryKey,
  listTagsOptions,
  listTagsQueryKey,
  removeTagMemberMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { addTagMembers, listCommunityBadges, listTagMembers, listTags } from '../../api/generated/sdk.gen';
import type { Badge, Member, Tag, TagPage } from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export const TAGS_PER_PAGE = 25;
export const TAG_MEMBERS_PER_PAGE = 25;
/** Members sent per tag-assignment request. */
export const TAG_CHUNK_SIZE = 500;

export interface TagListParams {
  page: number;
  perPage: number;
}

/** The tag list's state in the URL; the route loader and the page both read it through this. */
export function tagListParams(search: URLSearchParams): TagListParams {
  return parsePaging(search, TAGS_PER_PAGE);
}

/** A tag's member list state in the URL (its page and page size). */
export function tagMemberListParams(search: URLSearchParams): TagListParams {
  return parsePaging(search, TAG_MEMBERS_PER_PAGE);
}

export function tagsQuery(communityId: string, params: TagListParams) {
  return apiQuery(listTagsOptions({ path: { id: communityId }, query: params }));
}

/** Every query about one community's tags: list pages, the whole list, a member's tags. */
export const tagListsKey = (communityId: string) => listTagsQueryKey({ path: { id: communityId } });
const tagMembersKey = (communityId: string, tagId: string) =>
  listTagMembersQueryKey({ path: { id: communityId, tagId } });

/**
 * Every tag of the community (all pages; usually one request). Its key extends the generated list
 * key, so invalidating the community's tag lists refreshes it too.
 */
export function allTagsQuery(communityId: string) {
  return queryOptions<Tag[]>({
    queryKey: [...tagListsKey(communityId), 'all'],
    queryFn: async ({ signal }) => {
      const all = await fetchAllPages<Tag>(
        async ({ page, perPage }) =>
          (
            await listTags({
              path: { id: communityId },
              query: { page, perPage },
              signal,
              throwOnError: true,
            })
          ).data,
        { signal, getId: (t) => t.id },
      );
      return all.items;
    },
  });
}

export function tagQuery(communityId: string, tagId: string) {
  return apiQuery(getTagOptions({ path: { id: communityId, tagId } }));
}

function tagFromLists(queryClient: QueryClient, communityId: string, tagId: string): Tag | undefined {
  for (const [, data] of queryClient.getQueriesData<TagPage | Tag[]>({
    queryKey: tagListsKey(communityId),
  })) {
    const tags = Array.isArray(data) ? data : data?.results;
    const found = tags?.find((t) => t.id === tagId);
    if (found) return found;
  }
  return undefined;
}

/** The tag for its page: while it loads, what a list already showed (its name). */
export function useTagWithPlaceholder(communityId: string, tagId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...tagQuery(communityId, tagId),
    placeholderData: () => tagFromLists(queryClient, communityId, tagId),
  });
}

/**
 * How many members carry the tag: the `total` of a one-item page of its members (the tag record
 * has no documented count).
 */
export function tagMemberCountQuery(communityId: string, tagId: string) {
  return apiQuery(
    listTagMembersOptions({ path: { id: communityId, tagId }, query: { page: 1, perPage: 1 } }),
  );
}

export function tagMembersQuery(communityId: string, tagId: string, params: TagListParams) {
  return apiQuery(listTagMembersOptions({ path: { id: communityId, tagId }, query: params }));
}

/** A page of the tag's members for its page, the previous page kept while the next loads. */
export function useTagMembers(communityId: string, tagId: string, params: TagListParams) {
  return useQuery({ ...tagMembersQuery(communityId, tagId, params), placeholderData: keepPreviousData });
}

interface ReadOptions {
  signal: AbortSignal;
  onProgress?: (progress: AllPagesProgress) => void;
}

/** Every member carrying the tag. */
export function fetchAllTagMembers(
  communityId: string,
  tagId: string,
  options: ReadOptions,
): Promise<AllPages<Member>> {
  return fetchAllPages<Member>(
    async ({ page, perPage, signal }) =>
      (
        await listTagMembers({
          path: { id: communityId, tagId },
          query: { page, perPage },
          signal,
          throwOnError: true,
        })
      ).data,
    { ...options, getId: (m) => m.id },
  );
}

/** Every badge of the community, to find the ones a tag gates. */
export function fetchAllBadges(communityId: string, options: ReadOptions): Promise<AllPages<Badge>> {
  return fetchAllPages<Badge>(
    async ({ page, perPage, signal }) =>
      (
        await listCommunityBadges({
          path: { id: communityId },
          query: { page, perPage },
          signal,
          throwOnError: true,
        })
      ).data,
    { ...options, getId: (b) => b.id },
  );
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

/** The tags found on one member (see member-tags.ts); under the tag lists' key. */
export const memberTagsKey = (communityId: string, memberId: string) =>
  [...tagListsKey(communityId), 'member-tags', memberId] as const;

/**
 * After members gained or lost a tag: its member lists and counts, and the tag lists. A member's
 * tags are only marked stale: finding them again may read many pages, so it waits for the page
 * that shows them to mount.
 */
export function invalidateTagMembers(queryClient: QueryClient, communityId: string, tagId: string) {
  void queryClient.invalidateQueries({ queryKey: tagMembersKey(communityId, tagId) });
  void queryClient.invalidateQueries({
    queryKey: tagListsKey(communityId),
    predicate: (query) => query.queryKey[1] !== 'member-tags',
  });
  void queryClient.invalidateQueries({
    queryKey: [...tagListsKey(communityId), 'member-tags'],
    refetchType: 'none',
  });
}

export function useCreateTag(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createTagMutation()),
    onSuccess: (tag) => {
      queryClient.setQueryData(tagQuery(communityId, tag.id).queryKey, tag);
      void queryClient.invalidateQueries({ queryKey: tagListsKey(communityId) });
    },
  });
}

export function useDeleteTag(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(deleteTagMutation()),
    onSuccess: (_data, { path }) => {
      // Marked stale, not refetched: the page still shows it until it navigates away.
      void queryClient.invalidateQueries({
        queryKey: tagQuery(communityId, path.tagId).queryKey,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({
        queryKey: tagMembersKey(communityId, path.tagId),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: tagListsKey(communityId) });
      // Badges gated by the tag no longer list it.
      void queryClient.invalidateQueries({
        queryKey: listCommunityBadgesQueryKey({ path: { id: communityId } }),
      });
    },
  });
}

export function useRemoveTagMember(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(removeTagMemberMutation()),
    onSuccess: (_data, { path }) => invalidateTagMembers(queryClient, communityId, path.tagId),
  });
}
