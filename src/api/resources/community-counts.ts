import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { badgeCountQuery, badgeKeys } from './badges';
import { memberCountQuery, memberKeys } from './members';
import { tagCountQuery, tagKeys } from './tags';

/**
 * Counts for a community's overview, read from the `total` of one-item pages of each list: the
 * service has no count endpoint. Each is a page of its resource's list, so every write that changes a
 * list (each resource's cache writers) refreshes its count too. The three requests run in parallel.
 *
 * Kept apart from `communities.ts`, which the first route (the community list) loads: these reads
 * bring the members', badges' and tags' modules, which only the overview needs.
 */
export function communityCountQueries(communityId: string, queryClient: QueryClient) {
  return {
    members: {
      ...memberCountQuery(communityId),
      refetchOnMount: readAgainWhenListIsNewer(queryClient, memberKeys.lists(communityId)),
    },
    badges: {
      ...badgeCountQuery(communityId),
      refetchOnMount: readAgainWhenListIsNewer(queryClient, badgeKeys.lists(communityId)),
    },
    tags: {
      ...tagCountQuery(communityId),
      refetchOnMount: readAgainWhenListIsNewer(queryClient, tagKeys.lists(communityId)),
    },
  };
}

/**
 * A count is read again on a visit when a page of its list was read after it, fresh or not: that
 * page may have seen a change from another client (a member added elsewhere) that the count, still
 * within its stale time, has not, and the overview would show a number the list contradicts.
 */
function readAgainWhenListIsNewer(queryClient: QueryClient, listsKey: QueryKey) {
  return (count: { state: { dataUpdatedAt: number } }): boolean | 'always' => {
    const newest = Math.max(
      0,
      ...queryClient
        .getQueryCache()
        .findAll({ queryKey: listsKey })
        .map((list) => list.state.dataUpdatedAt),
    );
    return newest > count.state.dataUpdatedAt ? 'always' : true;
  };
}
