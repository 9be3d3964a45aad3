import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addMemberMutation } from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';
import { memberCache, memberFromLists, memberQuery } from '../../api/resources/members';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam } from '../../lib/sort/sort-param';
import { urlParam } from '../../lib/url-params';
import { MEMBER_SORT_KEYS } from './member-sorts';

export const MEMBERS_PER_PAGE = 25;
export const TOKENS_PER_PAGE = 10;

/** The member list's state in the URL: the page's `useListState` and the route loader read it. */
export const memberListSearch = listSearch(MEMBERS_PER_PAGE).extend({
  tag: urlParam.text(),
  sort: sortParam(MEMBER_SORT_KEYS),
});

/** The member for their page: while it loads, what a list already showed (ENS name, avatar). */
export function useMemberWithPlaceholder(communityId: string, idOrAddress: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...memberQuery(communityId, idOrAddress),
    placeholderData: () => memberFromLists(queryClient, communityId, idOrAddress),
  });
}

/** Adds a member: cached for their page; the lists, the counts and their tags' members read again. */
export function useAddMember(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(addMemberMutation()),
    onSuccess: (member, { body }) => memberCache.added(queryClient, communityId, member, body.tags ?? []),
  });
}
