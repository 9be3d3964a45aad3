import {
  getCommunityOptions,
  listCommunitiesOptions,
  listCommunityBadgesOptions,
  listMembersOptions,
  listTagsOptions,
} from '../../api/generated/@tanstack/react-query.gen';

export const COMMUNITIES_PER_PAGE = 25;

export function communitiesQuery(paging: { page: number; perPage: number }) {
  return listCommunitiesOptions({ query: { page: paging.page, perPage: paging.perPage } });
}

export function communityQuery(communityId: string) {
  return getCommunityOptions({ path: { id: communityId } });
}

/** All communities for the switcher: one page of the largest size the UI shows. */
export function communitySwitcherQuery() {
  return listCommunitiesOptions({ query: { page: 1, perPage: 100 } });
}

/**
 * Counts for the overview, read from the `total` of one-item pages: the service has no count
 * endpoint. The three requests run in parallel.
 */
export function communityCountQueries(communityId: string) {
  const one = { page: 1, perPage: 1 };
  return {
    members: listMembersOptions({ path: { id: communityId }, query: one }),
    badges: listCommunityBadgesOptions({ path: { id: communityId }, query: one }),
    tags: listTagsOptions({ path: { id: communityId }, query: one }),
  };
}
