import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  communityFromLists,
  communityQuery,
  type CommunityListParams,
} from '../../api/resources/communities';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { parseUrlState } from '../../lib/url-state';

export const COMMUNITIES_PER_PAGE = 25;

/** The community list's state in the URL: the page's `useListState` and the route loader read it. */
/**
 * The community list's sortable columns, by their key in the URL (`sort=-created`); how each sorts
 * is the list page's, loaded with the first sort.
 */
export const COMMUNITY_SORT_KEYS = ['community', 'shortName', 'type', 'joining', 'created'] as const;
export type CommunitySortKey = (typeof COMMUNITY_SORT_KEYS)[number];

export const communityListSearch = listSearch(COMMUNITIES_PER_PAGE).extend({
  sort: sortParam(COMMUNITY_SORT_KEYS),
});

export function communityListParams(search: URLSearchParams) {
  const params: CommunityListParams & { sort?: SortState<CommunitySortKey> } = parseUrlState(
    communityListSearch,
    search,
  );
  return params;
}

/** The community for its overview: while it loads, what a list already showed (name, logo). */
export function useCommunityWithPlaceholder(communityId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...communityQuery(communityId),
    placeholderData: () => communityFromLists(queryClient, communityId),
  });
}
