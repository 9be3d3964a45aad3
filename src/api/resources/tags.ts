import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchAllPages, type AllPages, type AllPagesProgress } from '../fetch-all-pages';
import {
  getTagOptions,
  getTagQueryKey,
  listTagMembersOptions,
  listTagMembersQueryKey,
  listTagsOptions,
  listTagsQueryKey,
} from '../generated/@tanstack/react-query.gen';
import { listTagMembers, listTags } from '../generated/sdk.gen';
import type { Member, Tag } from '../generated/types.gen';
import { apiQuery } from '../query';
import { anyOf, inCommunity } from './keys';

/** Tags: a community's tags, each tag, and each tag's members (the only place a tag's count is read). */

export interface TagListParams {
  page: number;
  perPage: number;
}

const one = { page: 1, perPage: 1 };

/** Keys of every read of tags, built on the generated keys so each one matches partially. */
export const tagKeys = {
  /** Every read about the community's tags: lists, tags, member lists and counts, a member's tags. */
  all: (communityId: string) =>
    anyOf(
      tagKeys.lists(communityId),
      inCommunity(getTagQueryKey({ path: { id: communityId, tagId: '' } })),
      tagKeys.memberLists(communityId),
    ),
  /** Every list of the community's tags: pages, the whole list, a member's tags. */
  lists: (communityId: string) => listTagsQueryKey({ path: { id: communityId } }),
  list: (communityId: string, params: TagListParams) =>
    listTagsQueryKey({ path: { id: communityId }, query: params }),
  /** The whole list (all pages), under the lists' key so it is refreshed with them. */
  wholeList: (communityId: string) => [...tagKeys.lists(communityId), 'all'] as const,
  /** The tags found on one member (see features/tags/member-tags.ts), under the lists' key. */
  memberTags: (communityId: string, memberId: string) =>
    [...tagKeys.lists(communityId), 'member-tags', memberId] as const,
  detail: (communityId: string, tagId: string) => getTagQueryKey({ path: { id: communityId, tagId } }),
  /** Every page (and the count) of every tag's members in the community. */
  memberLists: (communityId: string) =>
    inCommunity(listTagMembersQueryKey({ path: { id: communityId, tagId: '' } })),
  /** Every page (and the count) of one tag's members. */
  members: (communityId: string, tagId: string) =>
    listTagMembersQueryKey({ path: { id: communityId, tagId } }),
  membersPage: (communityId: string, tagId: string, params: TagListParams) =>
    listTagMembersQueryKey({ path: { id: communityId, tagId }, query: params }),
};

export function tagsQuery(communityId: string, params: TagListParams) {
  // Only the paging goes to the service: a list's other URL state (its sort) is the page's own.
  const query = { page: params.page, perPage: params.perPage };
  return apiQuery(listTagsOptions({ path: { id: communityId }, query }));
}

/** The community's tags to choose from in a form (one page of up to 100). */
export function tagChoicesQuery(communityId: string) {
  return tagsQuery(communityId, { page: 1, perPage: 100 });
}

/** How many tags the community has: the `total` of a one-item page (the service has no count). */
export function tagCountQuery(communityId: string) {
  return tagsQuery(communityId, one);
}

/** Every tag of the community: all pages (usually one request), with progress. */
function fetchAllTags(
  communityId: string,
  options: { signal: AbortSignal; onProgress?: (progress: AllPagesProgress) => void },
): Promise<AllPages<Tag>> {
  return fetchAllPages<Tag>(
    async ({ page, perPage, signal }) =>
      (await listTags({ path: { id: communityId }, query: { page, perPage }, signal, throwOnError: true }))
        .data,
    { ...options, getId: (t) => t.id },
  );
}

/** Every tag of the community (all pages; usually one request). */
export function allTagsQuery(communityId: string) {
  return queryOptions<Tag[]>({
    queryKey: tagKeys.wholeList(communityId),
    queryFn: async ({ signal }) => (await fetchAllTags(communityId, { signal })).items,
  });
}

/** The community's whole tag list, for a sort: its cache key (under the lists') and its read. */
export function wholeTagsRead(communityId: string) {
  return {
    queryKey: [...tagKeys.lists(communityId), 'whole'],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllTags(communityId, options),
  };
}

export function tagQuery(communityId: string, tagId: string) {
  return apiQuery(getTagOptions({ path: { id: communityId, tagId } }));
}

export function tagMembersQuery(communityId: string, tagId: string, params: TagListParams) {
  // Only the paging goes to the service: the member list's sort is the page's own.
  const query = { page: params.page, perPage: params.perPage };
  return apiQuery(listTagMembersOptions({ path: { id: communityId, tagId }, query }));
}

/**
 * How many members carry the tag: the `total` of a one-item page of its members (the tag record
 * has no documented count).
 */
export function tagMemberCountQuery(communityId: string, tagId: string) {
  return tagMembersQuery(communityId, tagId, one);
}

/** Every member carrying the tag. */
export function fetchAllTagMembers(
  communityId: string,
  tagId: string,
  options: { signal: AbortSignal; onProgress?: (progress: AllPagesProgress) => void },
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

/**
 * Every member carrying the tag, for a sort: its cache key, under the tag's member pages (so their
 * cache writer refreshes it) and the one an audience of the tag reads, and its read.
 */
export function wholeTagMembersRead(communityId: string, tagId: string) {
  return {
    queryKey: [...tagKeys.members(communityId, tagId), 'whole'],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllTagMembers(communityId, tagId, options),
  };
}

/** What each write of tags changes in the cache. */
export const tagCache = {
  created(queryClient: QueryClient, communityId: string, tag: Tag) {
    queryClient.setQueryData(tagKeys.detail(communityId, tag.id), tag);
    void queryClient.invalidateQueries({ queryKey: tagKeys.lists(communityId) });
  },
  /** The tag's page keeps showing it until it navigates away (marked stale, not refetched). */
  deleted(queryClient: QueryClient, communityId: string, tagId: string) {
    void queryClient.invalidateQueries({ queryKey: tagKeys.detail(communityId, tagId), refetchType: 'none' });
    void queryClient.invalidateQueries({
      queryKey: tagKeys.members(communityId, tagId),
      refetchType: 'none',
    });
    void queryClient.invalidateQueries({ queryKey: tagKeys.lists(communityId) });
  },
  /**
   * After members gained or lost tags (one tag, or any: `tagId` left out): its member lists and
   * counts, and the tag lists. A member's tags are only marked stale: finding them again may read
   * many pages, so it waits for the page that shows them to mount.
   */
  membersChanged(queryClient: QueryClient, communityId: string, tagId?: string) {
    void queryClient.invalidateQueries({
      queryKey: tagId === undefined ? tagKeys.memberLists(communityId) : tagKeys.members(communityId, tagId),
    });
    void queryClient.invalidateQueries({
      queryKey: tagKeys.lists(communityId),
      predicate: (query) => query.queryKey[1] !== 'member-tags',
    });
    void queryClient.invalidateQueries({
      queryKey: [...tagKeys.lists(communityId), 'member-tags'],
      refetchType: 'none',
    });
  },
};
