import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { fetchAllPages, type AllPages, type AllPagesProgress } from '../../api/fetch-all-pages';
import {
  addMemberMutation,
  getMemberOptions,
  listMemberBadgesOptions,
  listMemberTokensOptions,
  listMembersQueryKey,
  listTagMembersQueryKey,
  listTagsOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import { getMember, listMembers, listTagMembers } from '../../api/generated/sdk.gen';
import type { Member, MemberPage } from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export const MEMBERS_PER_PAGE = 25;
export const TOKENS_PER_PAGE = 10;

export interface MemberListParams {
  page: number;
  perPage: number;
  /** Only the members carrying this tag (read from the tag's member list). */
  tag?: string;
}

/** The member list's state in the URL; the route loader and the page both read it through this. */
export function memberListParams(search: URLSearchParams): MemberListParams {
  const tag = search.get('tag')?.trim();
  return { ...parsePaging(search, MEMBERS_PER_PAGE), ...(tag ? { tag } : {}) };
}

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
    ? listTagMembersQueryKey({ path: { id: communityId, tagId: params.tag }, query })
    : listMembersQueryKey({ path: { id: communityId }, query });
  return queryOptions<MemberPage>({
    queryKey,
    queryFn: ({ signal }) => readMemberPage(communityId, params.tag, query, signal),
  });
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

/** Every cached page of the community's members. */
const memberListsKey = (communityId: string) => listMembersQueryKey({ path: { id: communityId } });

export function memberQuery(communityId: string, idOrAddress: string) {
  return apiQuery(getMemberOptions({ path: { id: communityId, idOrAddress } }));
}

/** A member as a cached list page shows it, found by id or wallet (any case). */
function memberFromLists(
  queryClient: QueryClient,
  communityId: string,
  idOrAddress: string,
): Member | undefined {
  const wanted = idOrAddress.toLowerCase();
  for (const [, page] of queryClient.getQueriesData<MemberPage>({ queryKey: memberListsKey(communityId) })) {
    const found = page?.results.find((m) => m.id === idOrAddress || m.wallet?.toLowerCase() === wanted);
    if (found) return found;
  }
  return undefined;
}

/** The member for their page: while it loads, what a list already showed (ENS name, avatar). */
export function useMemberWithPlaceholder(communityId: string, idOrAddress: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...memberQuery(communityId, idOrAddress),
    placeholderData: () => memberFromLists(queryClient, communityId, idOrAddress),
  });
}

export interface TokenFilters {
  page: number;
  perPage: number;
  collection: string[];
  blockNumber?: number;
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

export function memberBadgesQuery(communityId: string, idOrAddress: string) {
  return apiQuery(
    listMemberBadgesOptions({ path: { id: communityId, idOrAddress }, query: { page: 1, perPage: 50 } }),
  );
}

/** Adds a member; the lists and counts of that community are refetched, the new member is cached. */
export function useAddMember(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(addMemberMutation()),
    onSuccess: (member) => {
      queryClient.setQueryData(memberQuery(communityId, member.id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: memberListsKey(communityId) });
    },
  });
}

/** The community's tags, to pick from when adding a member (one page of up to 100). */
export function memberTagChoicesQuery(communityId: string) {
  return apiQuery(listTagsOptions({ path: { id: communityId }, query: { page: 1, perPage: 100 } }));
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
