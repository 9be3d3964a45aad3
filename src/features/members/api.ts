import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addMemberMutation,
  getMemberOptions,
  listMemberBadgesOptions,
  listMemberTokensOptions,
  listMembersOptions,
  listMembersQueryKey,
  listTagsOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import type { Member, MemberPage } from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export const MEMBERS_PER_PAGE = 25;
export const TOKENS_PER_PAGE = 10;

export interface MemberListParams {
  page: number;
  perPage: number;
}

/** The member list's state in the URL; the route loader and the page both read it through this. */
export function memberListParams(search: URLSearchParams): MemberListParams {
  return parsePaging(search, MEMBERS_PER_PAGE);
}

export function membersQuery(communityId: string, paging: MemberListParams) {
  return apiQuery(
    listMembersOptions({
      path: { id: communityId },
      query: { page: paging.page, perPage: paging.perPage },
    }),
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
