import type { QueryClient } from '@tanstack/react-query';
import { fetchAllPages, type AllPages, type AllPagesProgress } from '../fetch-all-pages';
import {
  getBadgeOptions,
  getBadgeQueryKey,
  listCommunityBadgesOptions,
  listCommunityBadgesQueryKey,
} from '../generated/@tanstack/react-query.gen';
import { listCommunityBadges, updateBadge } from '../generated/sdk.gen';
import type { Badge, BadgePage, BadgeStatus } from '../generated/types.gen';
import { apiQuery } from '../query';
import { findInLists, inCommunity } from './keys';

/** Badges: a community's badge lists and each badge (its rewards and attributions have their own modules). */

export interface BadgeListParams {
  page: number;
  perPage: number;
  status?: BadgeStatus;
}

/** Keys of every read of badges, built on the generated keys so each one matches partially. */
export const badgeKeys = {
  /** Every cached list page of the community's badges, whatever its page or filter (counts included). */
  lists: (communityId: string) => listCommunityBadgesQueryKey({ path: { id: communityId } }),
  list: (communityId: string, params: BadgeListParams) =>
    listCommunityBadgesQueryKey({ path: { id: communityId }, query: listQuery(params) }),
  detail: (communityId: string, badgeId: string) => getBadgeQueryKey({ path: { id: communityId, badgeId } }),
};

function listQuery({ page, perPage, status }: BadgeListParams) {
  return { page, perPage, ...(status ? { status } : {}) };
}

export function badgesQuery(communityId: string, params: BadgeListParams) {
  return apiQuery(listCommunityBadgesOptions({ path: { id: communityId }, query: listQuery(params) }));
}

/** How many badges the community has: the `total` of a one-item page (the service has no count). */
export function badgeCountQuery(communityId: string) {
  return badgesQuery(communityId, { page: 1, perPage: 1 });
}

export function badgeQuery(communityId: string, badgeId: string) {
  return apiQuery(getBadgeOptions({ path: { id: communityId, badgeId } }));
}

/** A badge as a cached list page shows it: what a badge page can show while the badge itself loads. */
export function badgeFromLists(queryClient: QueryClient, communityId: string, badgeId: string) {
  return findInLists(
    queryClient.getQueriesData<BadgePage>({ queryKey: badgeKeys.lists(communityId) }),
    (b) => b.id === badgeId,
  );
}

/** Every badge of the community (all pages), or every one of a status. */
export function fetchAllBadges(
  communityId: string,
  options: { signal: AbortSignal; onProgress?: (progress: AllPagesProgress) => void },
  status?: BadgeStatus,
): Promise<AllPages<Badge>> {
  return fetchAllPages<Badge>(
    async ({ page, perPage, signal }) =>
      (
        await listCommunityBadges({
          path: { id: communityId },
          query: { page, perPage, ...(status ? { status } : {}) },
          signal,
          throwOnError: true,
        })
      ).data,
    { ...options, getId: (b) => b.id },
  );
}

/** The community's whole badge list (of one status, if given), for a sort: its cache key and its read. */
export function wholeBadgesRead(communityId: string, status: BadgeStatus | undefined) {
  return {
    // Under the lists' key, so a write that refreshes the lists reads it again.
    queryKey: [...badgeKeys.lists(communityId), { status: status ?? null }, 'whole'],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllBadges(communityId, options, status),
  };
}

/**
 * Sets the badge's `image` outside a mutation (one line of a batch art job); the job refreshes the
 * cache through `badgeCache.changed`.
 */
export async function sendBadgeImage(
  path: { communityId: string; badgeId: string },
  image: string,
  signal: AbortSignal,
): Promise<void> {
  await updateBadge({
    path: { id: path.communityId, badgeId: path.badgeId },
    body: { image },
    signal,
    throwOnError: true,
  });
}

/** What each write of badges (or of what a badge embeds) changes in the cache. */
export const badgeCache = {
  /** A changed badge on its page and in every list page that shows it; the lists then refetch. */
  saved(queryClient: QueryClient, communityId: string, badge: Badge) {
    queryClient.setQueryData(badgeKeys.detail(communityId, badge.id), badge);
    // Only entries shaped as pages: a sort's whole read (its `items`) is cached under the same key
    // and reads again with the lists below.
    queryClient.setQueriesData<BadgePage>({ queryKey: badgeKeys.lists(communityId) }, (page) =>
      page && Array.isArray(page.results)
        ? { ...page, results: page.results.map((b) => (b.id === badge.id ? { ...b, ...badge } : b)) }
        : page,
    );
    // A status filter may no longer match: let filtered lists refetch in the background.
    void queryClient.invalidateQueries({ queryKey: badgeKeys.lists(communityId) });
  },
  /** A badge whose saved form is unknown: it and the lists read again. */
  changed(queryClient: QueryClient, communityId: string, badgeId: string) {
    void queryClient.invalidateQueries({ queryKey: badgeKeys.detail(communityId, badgeId) });
    void queryClient.invalidateQueries({ queryKey: badgeKeys.lists(communityId) });
  },
  /** A created badge the answer did not describe: the lists read again. */
  listsChanged(queryClient: QueryClient, communityId: string) {
    void queryClient.invalidateQueries({ queryKey: badgeKeys.lists(communityId) });
  },
  /** The badge's page keeps showing it until it navigates away (marked stale, not refetched). */
  deleted(queryClient: QueryClient, communityId: string, badgeId: string) {
    void queryClient.invalidateQueries({
      queryKey: badgeKeys.detail(communityId, badgeId),
      refetchType: 'none',
    });
    void queryClient.invalidateQueries({ queryKey: badgeKeys.lists(communityId) });
  },
  /** A tag was deleted: badges gated by it no longer list it (pages and lists read again). */
  tagDeleted(queryClient: QueryClient, communityId: string) {
    void queryClient.invalidateQueries({ queryKey: badgeKeys.lists(communityId) });
    void queryClient.invalidateQueries({
      queryKey: inCommunity(getBadgeQueryKey({ path: { id: communityId, badgeId: '' } })),
    });
  },
};
