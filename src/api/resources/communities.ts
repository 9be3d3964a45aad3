import type { QueryClient } from '@tanstack/react-query';
import {
  getCommunityOptions,
  getCommunityQueryKey,
  listCommunitiesOptions,
  listCommunitiesQueryKey,
} from '../generated/@tanstack/react-query.gen';
import type { CommunityPage } from '../generated/types.gen';
import { apiQuery } from '../query';
import { badgeCountQuery } from './badges';
import { findInLists } from './keys';
import { memberCountQuery } from './members';
import { tagCountQuery } from './tags';

/** Communities: the list, the switcher, each community and its overview's counts. */

export interface CommunityListParams {
  page: number;
  perPage: number;
}

export const communityKeys = {
  lists: () => listCommunitiesQueryKey(),
  list: (params: CommunityListParams) => listCommunitiesQueryKey({ query: params }),
  detail: (communityId: string) => getCommunityQueryKey({ path: { id: communityId } }),
};

export function communitiesQuery(paging: CommunityListParams) {
  return apiQuery(listCommunitiesOptions({ query: { page: paging.page, perPage: paging.perPage } }));
}

/** All communities for the switcher: one page of the largest size the UI shows. */
export function communitySwitcherQuery() {
  return communitiesQuery({ page: 1, perPage: 100 });
}

export function communityQuery(communityId: string) {
  return apiQuery(getCommunityOptions({ path: { id: communityId } }));
}

/** A community as a cached list page (or the switcher) shows it. */
export function communityFromLists(queryClient: QueryClient, communityId: string) {
  return findInLists(
    queryClient.getQueriesData<CommunityPage>({ queryKey: communityKeys.lists() }),
    (c) => c.id === communityId,
  );
}

/**
 * Counts for the overview, read from the `total` of one-item pages of each list: the service has
 * no count endpoint. Each is a page of its resource's list, so every write that changes a list
 * (each resource's cache writers) refreshes its count too. The three requests run in parallel.
 */
export function communityCountQueries(communityId: string) {
  return {
    members: memberCountQuery(communityId),
    badges: badgeCountQuery(communityId),
    tags: tagCountQuery(communityId),
  };
}
