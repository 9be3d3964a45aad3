import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  communityFromLists,
  communityQuery,
  type CommunityListParams,
} from '../../api/resources/communities';
import { parsePaging } from '../../hooks/use-list-state';

export const COMMUNITIES_PER_PAGE = 25;

/** The community list's state in the URL; the route loader and the page both read it through this. */
export function communityListParams(search: URLSearchParams): CommunityListParams {
  return parsePaging(search, COMMUNITIES_PER_PAGE);
}

/** The community for its overview: while it loads, what a list already showed (name, logo). */
export function useCommunityWithPlaceholder(communityId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...communityQuery(communityId),
    placeholderData: () => communityFromLists(queryClient, communityId),
  });
}
