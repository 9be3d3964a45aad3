import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getCommunityOptions,
  listCommunitiesOptions,
  listCommunitiesQueryKey,
  listCommunityBadgesOptions,
  listMembersOptions,
  listTagsOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import type { Community, CommunityPage } from '../../api/generated/types.gen';
import { apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export const COMMUNITIES_PER_PAGE = 25;

export interface CommunityListParams {
  page: number;
  perPage: number;
}

/** The community list's state in the URL; the route loader and the page both read it through this. */
export function communityListParams(search: URLSearchParams): CommunityListParams {
  return parsePaging(search, COMMUNITIES_PER_PAGE);
}

export function communitiesQuery(paging: CommunityListParams) {
  return apiQuery(listCommunitiesOptions({ query: { page: paging.page, perPage: paging.perPage } }));
}

export function communityQuery(communityId: string) {
  return apiQuery(getCommunityOptions({ path: { id: communityId } }));
}

/** A community as a cached list page (or the switcher) shows it. */
function communityFromLists(queryClient: QueryClient, communityId: string): Community | undefined {
  for (const [, page] of queryClient.getQueriesData<CommunityPage>({ queryKey: listCommunitiesQueryKey() })) {
    const found = page?.results.find((c) => c.id === communityId);
    if (found) return found;
  }
  return undefined;
}

/** All communities for the switcher: one page of the largest size the UI shows. */
export function communitySwitcherQuery() {
  return apiQuery(listCommunitiesOptions({ query: { page: 1, perPage: 100 } }));
}

/**
 * Counts for the overview, read from the `total` of one-item pages: the service has no count
 * endpoint. The three requests run in parallel.
 */
export function communityCountQueries(communityId: string) {
  const one = { page: 1, perPage: 1 };
  return {
    members: apiQuery(listMembersOptions({ path: { id: communityId }, query: one })),
    badges: apiQuery(listCommunityBadgesOptions({ path: { id: communityId }, query: one })),
    tags: apiQuery(listTagsOptions({ path: { id: communityId }, query: one })),
  };
}

/** The community for its overview: while it loads, what a list already showed (name, logo). */
export function useCommunityWithPlaceholder(communityId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...communityQuery(communityId),
    placeholderData: () => communityFromLists(queryClient, communityId),
  });
}
