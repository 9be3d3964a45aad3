import type { QueryClient } from '@tanstack/react-query';
import {
  getCommunityOptions,
  getCommunityQueryKey,
  listCommunitiesOptions,
  listCommunitiesQueryKey,
} from '../generated/@tanstack/react-query.gen';
import type { CommunityPage } from '../generated/types.gen';
import { apiQuery } from '../query';
import { findInLists } from './keys';

/** Communities: the list, the switcher, each community (the overview's counts: `community-counts.ts`). */

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
