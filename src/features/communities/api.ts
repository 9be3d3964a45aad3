import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  communityFromLists,
  communityQuery,
  type CommunityListParams,
} from '../../api/resources/communities';
import { listSearch } from '../../hooks/use-list-state';
import { parseUrlState } from '../../lib/url-state';

export const COMMUNITIES_PER_PAGE = 25;

/** The community list's state in the URL: the page's `useListState` and the route loader read it. */
export const communityListSearch = listSearch(COMMUNITIES_PER_PAGE);

export function communityListParams(search: URLSearchParams): CommunityListParams {
  return parseUrlState(communityListSearch, search);
}

/** The community for its overview: while it loads, what a list already showed (name, logo). */
export function useCommunityWithPlaceholder(communityId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...communityQuery(communityId),
    placeholderData: () => communityFromLists(queryClient, communityId),
  });
}
