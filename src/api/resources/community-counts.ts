import { badgeCountQuery } from './badges';
import { memberCountQuery } from './members';
import { tagCountQuery } from './tags';

/**
 * Counts for a community's overview, read from the `total` of one-item pages of each list: the
 * service has no count endpoint. Each is a page of its resource's list, so every write that changes a
 * list (each resource's cache writers) refreshes its count too. The three requests run in parallel.
 *
 * Kept apart from `communities.ts`, which the first route (the community list) loads: these reads
 * bring the members', badges' and tags' modules, which only the overview needs.
 */
export function communityCountQueries(communityId: string) {
  return {
    members: memberCountQuery(communityId),
    badges: badgeCountQuery(communityId),
    tags: tagCountQuery(communityId),
  };
}
