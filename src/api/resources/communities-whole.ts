import { fetchAllPages, type AllPagesProgress } from '../fetch-all-pages';
import { listCommunities } from '../generated/sdk.gen';
import type { Community } from '../generated/types.gen';
import { communityKeys } from './communities';

/**
 * The whole community list, for a sort: its cache key (under the lists') and its read. Apart from
 * `communities.ts`, which the first route loads: only a sorted community list needs it.
 */
export function wholeCommunitiesRead() {
  return {
    queryKey: [...communityKeys.lists(), 'whole'],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllPages<Community>(
        async ({ page, perPage, signal }) =>
          (await listCommunities({ query: { page, perPage }, signal, throwOnError: true })).data,
        { ...options, getId: (c) => c.id },
      ),
  };
}
