import { queryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../errors';
import { fetchAllPages, MAX_PAGE_SIZE, type AllPages, type AllPagesProgress } from '../fetch-all-pages';
import {
  getMemberOptions,
  getMemberQueryKey,
  listMemberBadgesOptions,
  listMemberBadgesQueryKey,
  listMemberTokensOptions,
  listMemberTokensQueryKey,
  listMembersQueryKey,
} from '../generated/@tanstack/react-query.gen';
import {
  addMembersBulk,
  getMember,
  listMemberBadges,
  listMemberTokens,
  listMembers,
  listTagMembers,
} from '../generated/sdk.gen';
import type { Member, MemberBadge, MemberBulkResult, MemberPage, Token } from '../generated/types.gen';
import { pageBytesOf, type ListBytes } from '../page-bytes';
import { apiQuery } from '../query';
import { findInLists, inCommunity } from './keys';
import { tagCache, tagKeys } from './tags';

/** Members: a community's member lists, each member, and what a member holds (badges, tokens). */

export interface MemberListParams {
  page: number;
  perPage: number;
  /** Only the members carrying this tag (read from the tag's member list). */
  tag?: string;
}

export interface TokenFilters {
  page: number;
  perPage: number;
  collection: string[];
  blockNumber?: number;
}

export const memberKeys = {
  /** Every cached page of the community's members (the overview's count included). */
  lists: (communityId: string) => listMembersQueryKey({ path: { id: communityId } }),
  list: (communityId: string, query: { page: number; perPage: number }) =>
    listMembersQueryKey({ path: { id: communityId }, query }),
  detail: (communityId: string, idOrAddress: string) =>
    getMemberQueryKey({ path: { id: communityId, idOrAddress } }),
  /** Every member's badges in the community, whoever the member. */
  allBadges: (communityId: string) =>
    inCommunity(listMemberBadgesQueryKey({ path: { id: communityId, idOrAddress: '' } })),
  /**
   * The whole member list (of the community, or of one tag), read page after page: under the
   * list's keys, so it goes with the community's (or the tag's) member lists.
   */
  whole: (communityId: string, tag?: string) =>
    tag === undefined
      ? [...memberKeys.lists(communityId), WHOLE]
      : [...tagKeys.members(communityId, tag), WHOLE],
  /** Every member's tokens in the community. */
  allTokens: (communityId: string) =>
    inCommunity(listMemberTokensQueryKey({ path: { id: communityId, idOrAddress: '' } })),
};

const WHOLE = 'whole';

/** A whole-list read (`memberKeys.whole`), which a write updates in place rather than reads again. */
const isWholeRead = (query: Query) => query.queryKey.at(-1) === WHOLE;

/** One page of the community's members, or of one tag's members. */
function readMemberPage(
  communityId: string,
  tag: string | undefined,
  query: { page: number; perPage: number },
  signal: AbortSignal,
): Promise<MemberPage> {
  return tag
    ? listTagMembers({ path: { id: communityId, tagId: tag }, query, signal, throwOnError: true }).then(
        (r) => r.data,
      )
    : listMembers({ path: { id: communityId }, query, signal, throwOnError: true }).then((r) => r.data);
}

/**
 * A page of the member list. With a tag, the list is the tag's members: the service has no tag
 * filter on the member list, only each tag's own member list. The key is the generated key of the
 * operation read, so the tag's pages share their cache with the tag's own page.
 */
export function membersQuery(communityId: string, params: MemberListParams) {
  const query = { page: params.page, perPage: params.perPage };
  const queryKey: QueryKey = params.tag
    ? tagKeys.membersPage(communityId, params.tag, query)
    : memberKeys.list(communityId, query);
  return queryOptions<MemberPage>({
    queryKey,
    queryFn: ({ signal }) => readMemberPage(communityId, params.tag, query, signal),
  });
}

/** How many members the community has: the `total` of a one-item page (the service has no count). */
export function memberCountQuery(communityId: string) {
  return membersQuery(communityId, { page: 1, perPage: 1 });
}

/** Every member of the community, or of one tag: all pages, with progress. */
export function fetchAllMembers(
  communityId: string,
  tag: string | undefined,
  options: { signal: AbortSignal; onProgress?: (progress: AllPagesProgress) => void },
): Promise<AllPages<Member>> {
  return fetchAllPages<Member>(
    ({ page, perPage, signal }) => readMemberPage(communityId, tag, { page, perPage }, signal),
    { ...options, getId: (m) => m.id },
  );
}

/** The whole member list of the community, or of one tag, for a sort: its cache key and its read. */
export function wholeMembersRead(communityId: string, tag: string | undefined) {
  return {
    queryKey: memberKeys.whole(communityId, tag),
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllMembers(communityId, tag, options),
  };
}

/**
 * Every member of the community as its pages' bytes, for a reader that keeps a few numbers of each
 * member off the page's thread (the insights' worker, which decodes them with `decodePage`).
 */
export function memberListBytes(communityId: string): ListBytes {
  return {
    operation: 'GET /community/{id}/member',
    perPage: MAX_PAGE_SIZE,
    fetchPage: async ({ page, perPage, signal }) =>
      pageBytesOf(
        await listMembers({
          path: { id: communityId },
          query: { page, perPage },
          signal,
          throwOnError: true,
          parseAs: 'arrayBuffer',
        }),
      ),
  };
}

/** A page of the community's members, read directly (not cached): for reads of the whole list. */
export function readMembers(
  communityId: string,
  query: { page: number; perPage: number },
  signal: AbortSignal,
): Promise<MemberPage> {
  return readMemberPage(communityId, undefined, query, signal);
}

/** The member with this id or wallet (any case); undefined when the service answers 404. */
export async function readMemberOrNone(
  communityId: string,
  idOrAddress: string,
  signal: AbortSignal,
): Promise<Member | undefined> {
  try {
    return (await getMember({ path: { id: communityId, idOrAddress }, signal, throwOnError: true })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && !signal.aborted) return undefined;
    throw error;
  }
}

/**
 * The member with this wallet, or null when the wallet is not one (the service answers 404): for
 * checks over many wallets, where "not a member" is an answer, not an error.
 */
export function memberOrNoneQuery(communityId: string, idOrAddress: string) {
  return queryOptions<Member | null>({
    queryKey: [...memberKeys.detail(communityId, idOrAddress), 'or-none'],
    queryFn: async ({ signal }) => (await readMemberOrNone(communityId, idOrAddress, signal)) ?? null,
  });
}

export function memberQuery(communityId: string, idOrAddress: string) {
  return apiQuery(getMemberOptions({ path: { id: communityId, idOrAddress } }));
}

/** A member as a cached list page shows it, found by id or wallet (any case). */
export function memberFromLists(
  queryClient: QueryClient,
  communityId: string,
  idOrAddress: string,
): Member | undefined {
  const wanted = idOrAddress.toLowerCase();
  return findInLists(
    queryClient.getQueriesData<MemberPage>({ queryKey: memberKeys.lists(communityId) }),
    (m) => m.id === idOrAddress || m.wallet?.toLowerCase() === wanted,
  );
}

export function memberTokensQuery(communityId: string, idOrAddress: string, filters: TokenFilters) {
  const { collection, blockNumber, ...paging } = filters;
  return apiQuery(
    listMemberTokensOptions({
      path: { id: communityId, idOrAddress },
      query: {
        ...paging,
        ...(collection.length > 0 ? { collection } : {}),
        ...(blockNumber !== undefined ? { blockNumber } : {}),
      },
    }),
  );
}

/**
 * Every token of the member that the filters keep (its collections, ownership at a block), for a
 * sort: its cache key, beside the token list's pages, and its read.
 */
export function wholeMemberTokensRead(
  communityId: string,
  idOrAddress: string,
  filters: Omit<TokenFilters, 'page' | 'perPage'>,
) {
  const { collection, blockNumber } = filters;
  const query = {
    ...(collection.length > 0 ? { collection } : {}),
    ...(blockNumber !== undefined ? { blockNumber } : {}),
  };
  return {
    queryKey: [...listMemberTokensQueryKey({ path: { id: communityId, idOrAddress }, query }), WHOLE],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllPages<Token>(
        async ({ page, perPage, signal }) =>
          (
            await listMemberTokens({
              path: { id: communityId, idOrAddress },
              query: { ...query, page, perPage },
              signal,
              throwOnError: true,
            })
          ).data,
        { ...options, getId: (t) => t.id },
      ),
  };
}

export function memberBadgesQuery(communityId: string, idOrAddress: string) {
  return apiQuery(
    listMemberBadgesOptions({ path: { id: communityId, idOrAddress }, query: { page: 1, perPage: 50 } }),
  );
}

/** Every badge the member holds: all pages (a bulk award reads one back after a lost answer). */
export function fetchAllMemberBadges(
  communityId: string,
  idOrAddress: string,
  options: { signal: AbortSignal },
): Promise<AllPages<MemberBadge>> {
  return fetchAllPages<MemberBadge>(
    async ({ page, perPage, signal }) =>
      (
        await listMemberBadges({
          path: { id: communityId, idOrAddress },
          query: { page, perPage },
          signal,
          throwOnError: true,
        })
      ).data,
    { ...options, getId: (b) => b.id },
  );
}

/**
 * Adds members in bulk (one request of a member import job); the job refreshes the cache through
 * `memberCache.addedMany`.
 */
export function sendMembersBulk(
  communityId: string,
  body: { wallets: string[]; tags?: string[] },
  signal: AbortSignal,
): Promise<MemberBulkResult> {
  return addMembersBulk({ path: { id: communityId }, body, signal, throwOnError: true }).then((r) => r.data);
}

/** What each write of members changes in the cache. */
export const memberCache = {
  /**
   * One member added: cached for their page; the lists and the overview's count read again, and
   * the members of the tags given to them.
   */
  added(queryClient: QueryClient, communityId: string, member: Member, tagIds: readonly string[] = []) {
    queryClient.setQueryData(memberKeys.detail(communityId, member.id), member);
    // A whole list read (a sort, an audience) takes the member in place: no read of every page again.
    // It keeps its "read at" time: the other members are as they were read then.
    for (const key of [memberKeys.whole(communityId), ...tagIds.map((t) => memberKeys.whole(communityId, t))])
      queryClient.setQueryData<AllPages<Member>>(
        key,
        (whole) =>
          whole && !whole.items.some((m) => m.id === member.id)
            ? { ...whole, items: [...whole.items, member], total: whole.total + 1 }
            : whole,
        { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
      );
    void queryClient.invalidateQueries({
      queryKey: memberKeys.lists(communityId),
      predicate: (query) => !isWholeRead(query),
    });
    for (const tagId of tagIds) tagCache.membersChanged(queryClient, communityId, tagId);
  },
  /** Members added in bulk (an import, or a chunk of one): lists, counts and every tag's members. */
  addedMany(queryClient: QueryClient, communityId: string) {
    memberCache.listsChanged(queryClient, communityId);
    tagCache.membersChanged(queryClient, communityId);
  },
  /** The member lists (and the overview's member count, a one-item page of them) read again. */
  listsChanged(queryClient: QueryClient, communityId: string) {
    void queryClient.invalidateQueries({ queryKey: memberKeys.lists(communityId) });
  },
  /** Badges were awarded in the community: every member's badges read again. */
  badgesChanged(queryClient: QueryClient, communityId: string) {
    void queryClient.invalidateQueries({ queryKey: memberKeys.allBadges(communityId) });
  },
};
