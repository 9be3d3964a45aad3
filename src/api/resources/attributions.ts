import type { QueryClient } from '@tanstack/react-query';
import { fetchAllPages, type AllPages, type AllPagesProgress, type FetchPage } from '../fetch-all-pages';
import {
  getBadgeAttributionByMetadataOptions,
  getBadgeAttributionOptions,
  getBadgeAttributionQueryKey,
  listBadgeAttributionsOptions,
  listBadgeAttributionsQueryKey,
} from '../generated/@tanstack/react-query.gen';
import { createBadgeAttribution, listBadgeAttributions } from '../generated/sdk.gen';
import type {
  AttributionDetail,
  AttributionStatus,
  CommunityAttribution,
  CommunityAttributionPage,
} from '../generated/types.gen';
import { pageBytesOf, type ListBytes } from '../page-bytes';
import { apiQuery } from '../query';
import { findInLists } from './keys';
import { leaderboardCache } from './leaderboard';
import { memberCache } from './members';

/** A badge's attributions (awards): the lists, the count, each attribution. */

export interface AttributionListParams {
  page: number;
  perPage: number;
  status?: AttributionStatus;
}

export const attributionKeys = {
  /** Every cached page of the badge's attributions, whatever its page or filter (the count included). */
  lists: (communityId: string, badgeId: string) =>
    listBadgeAttributionsQueryKey({ path: { id: communityId, badgeId } }),
  detail: (communityId: string, badgeId: string, attributionId: string) =>
    getBadgeAttributionQueryKey({ path: { id: communityId, badgeId, attributionId } }),
};

export function attributionsQuery(communityId: string, badgeId: string, list: AttributionListParams) {
  return apiQuery(
    listBadgeAttributionsOptions({
      path: { id: communityId, badgeId },
      query: { page: list.page, perPage: list.perPage, ...(list.status ? { status: list.status } : {}) },
    }),
  );
}

/** The badge's attribution count, read from the `total` of a one-item page (the service has no count). */
export function attributionCountQuery(communityId: string, badgeId: string) {
  return attributionsQuery(communityId, badgeId, { page: 1, perPage: 1 });
}

export function attributionQuery(communityId: string, badgeId: string, attributionId: string) {
  return apiQuery(getBadgeAttributionOptions({ path: { id: communityId, badgeId, attributionId } }));
}

/** The first attribution of the badge whose metadata has `key` = `value` (a 404 when none has). */
export function attributionByMetadataQuery(communityId: string, badgeId: string, key: string, value: string) {
  return apiQuery(
    getBadgeAttributionByMetadataOptions({ path: { id: communityId, badgeId }, query: { key, value } }),
  );
}

/** An attribution as a cached list page shows it: its wallet, times and member, while its page loads. */
export function attributionFromLists(
  queryClient: QueryClient,
  communityId: string,
  badgeId: string,
  attributionId: string,
): CommunityAttribution | undefined {
  return findInLists(
    queryClient.getQueriesData<CommunityAttributionPage>({
      queryKey: attributionKeys.lists(communityId, badgeId),
    }),
    (a) => a.id === attributionId,
  );
}

/**
 * Records per request when every attribution of a badge is read. An attribution carries its badge,
 * account and membership (about 3 KB of JSON), so a page of 1000 is a 3 MB answer that the page's
 * thread reads and parses in one task of 30 to 45 ms; a page of 250 is about 750 KB, a few
 * milliseconds, with the browser free to paint between pages.
 */
export const ATTRIBUTION_READ_PAGE_SIZE = 250;

/** Pages of the badge's attributions (of one status, if given), for the whole-list readers below. */
function attributionPages(
  communityId: string,
  badgeId: string,
  status?: AttributionStatus,
): FetchPage<CommunityAttribution> {
  return async ({ page, perPage, signal }) =>
    (
      await listBadgeAttributions({
        path: { id: communityId, badgeId },
        query: { page, perPage, ...(status ? { status } : {}) },
        signal,
        throwOnError: true,
      })
    ).data;
}

/** How the whole-list readers page through attributions, and tell one already read. */
const WHOLE_READ = { perPage: ATTRIBUTION_READ_PAGE_SIZE, getId: (a: CommunityAttribution) => a.id };

/** Every attribution of the badge: all pages, one request after the other, with progress. */
export function fetchAllAttributions(
  communityId: string,
  badgeId: string,
  options: { signal: AbortSignal; onProgress?: (progress: AllPagesProgress) => void },
): Promise<AllPages<CommunityAttribution>> {
  return fetchAllPages(attributionPages(communityId, badgeId), { ...options, ...WHOLE_READ });
}

/**
 * The badge's whole attribution list (of one status, if given), for a sort: its cache key, under
 * the badge's lists so an award or an update reads it again, and its read.
 */
export function wholeAttributionsRead(
  communityId: string,
  badgeId: string,
  status: AttributionStatus | undefined,
) {
  return {
    queryKey: [...attributionKeys.lists(communityId, badgeId), { status: status ?? null }, 'whole'],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllPages(attributionPages(communityId, badgeId, status), { ...options, ...WHOLE_READ }),
  };
}

/**
 * Every attribution of the badge as its pages' bytes, for a reader that keeps a few numbers of
 * each off the page's thread (the insights' worker, which decodes them with `decodePage`).
 */
export function attributionListBytes(communityId: string, badgeId: string): ListBytes {
  return {
    operation: 'GET /community/{id}/badge/{badgeId}/attribution',
    perPage: ATTRIBUTION_READ_PAGE_SIZE,
    fetchPage: async ({ page, perPage, signal }) =>
      pageBytesOf(
        await listBadgeAttributions({
          path: { id: communityId, badgeId },
          query: { page, perPage },
          signal,
          throwOnError: true,
          parseAs: 'arrayBuffer',
        }),
      ),
  };
}

/**
 * Awards the badge to one wallet outside a mutation (one request of a bulk award job); the job
 * refreshes the cache through `attributionCache.awarded`.
 */
export function sendAttribution(
  path: { communityId: string; badgeId: string },
  body: { wallet: string; autoClaim?: boolean; metadata?: Record<string, unknown> },
  signal: AbortSignal,
): Promise<unknown> {
  return createBadgeAttribution({
    path: { id: path.communityId, badgeId: path.badgeId },
    body,
    signal,
    throwOnError: true,
  }).then((r) => r.data);
}

/** What each write of attributions changes in the cache. */
export const attributionCache = {
  /**
   * Wallets were awarded the badge (one award, or a chunk of a bulk award): the badge's lists and
   * count (its hub, the overview's top boards), its leaderboard, the members' badges, and the
   * member lists and count (an award makes a wallet that was not a member one).
   */
  awarded(queryClient: QueryClient, communityId: string, badgeId: string) {
    void queryClient.invalidateQueries({ queryKey: attributionKeys.lists(communityId, badgeId) });
    leaderboardCache.attributionsChanged(queryClient, communityId, badgeId);
    memberCache.badgesChanged(queryClient, communityId);
    memberCache.listsChanged(queryClient, communityId);
  },
  /** The answer is the attribution as stored, applied or not: it is what its page shows. */
  updated(queryClient: QueryClient, communityId: string, badgeId: string, answer: AttributionDetail) {
    queryClient.setQueryData(attributionKeys.detail(communityId, badgeId, answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: attributionKeys.lists(communityId, badgeId) });
    // Metadata is what the board ranks by.
    leaderboardCache.attributionsChanged(queryClient, communityId, badgeId);
  },
};
