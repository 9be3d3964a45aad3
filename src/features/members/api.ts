import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addMemberMutation,
  getMemberOptions,
  listMemberBadgesOptions,
  listMemberTokensOptions,
  listMembersOptions,
  listTagsOptions,
} from '../../api/generated/@tanstack/react-query.gen';

export const MEMBERS_PER_PAGE = 25;
export const TOKENS_PER_PAGE = 10;

export function membersQuery(communityId: string, paging: { page: number; perPage: number }) {
  return listMembersOptions({
    path: { id: communityId },
    query: { page: paging.page, perPage: paging.perPage },
  });
}

export function memberQuery(communityId: string, idOrAddress: string) {
  return getMemberOptions({ path: { id: communityId, idOrAddress } });
}

export interface TokenFilters {
  page: number;
  perPage: number;
  collection: string[];
  blockNumber?: number;
}

export function memberTokensQuery(communityId: string, idOrAddress: string, filters: TokenFilters) {
  const { collection, blockNumber, ...paging } = filters;
  return listMemberTokensOptions({
    path: { id: communityId, idOrAddress },
    query: {
      ...paging,
      ...(collection.length > 0 ? { collection } : {}),
      ...(blockNumber !== undefined ? { blockNumber } : {}),
    },
  });
}

export function memberBadgesQuery(communityId: string, idOrAddress: string) {
  return listMemberBadgesOptions({ path: { id: communityId, idOrAddress }, query: { page: 1, perPage: 50 } });
}

/** Adds a member; the lists and counts of that community are refetched, the new member is cached. */
export function useAddMember(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addMemberMutation(),
    onSuccess: (member) => {
      queryClient.setQueryData(memberQuery(communityId, member.id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: [{ _id: 'listMembers', path: { id: communityId } }] });
    },
  });
}

/** The community's tags, to pick from when adding a member (one page of up to 100). */
export function memberTagChoicesQuery(communityId: string) {
  return listTagsOptions({ path: { id: communityId }, query: { page: 1, perPage: 100 } });
}
