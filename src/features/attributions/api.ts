import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchAllPages, type AllPages, type AllPagesProgress } from '../../api/fetch-all-pages';
import {
  createBadgeAttributionMutation,
  getBadgeAttributionByMetadataOptions,
  getBadgeAttributionOptions,
  listBadgeAttributionsOptions,
  listBadgeAttributionsQueryKey,
  updateBadgeAttributionMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { generateBadgeAttributionCode, listBadgeAttributions } from '../../api/generated/sdk.gen';
import type {
  AttributionDetail,
  AttributionStatus,
  CommunityAttribution,
  CommunityAttributionPage,
} from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export type { AttributionDetail, CommunityAttribution };

export const ATTRIBUTIONS_PER_PAGE = 25;
export const ATTRIBUTION_STATUSES: readonly AttributionStatus[] = ['earned', 'claimed'];

function isAttributionStatus(value: string | null): value is AttributionStatus {
  return (ATTRIBUTION_STATUSES as readonly (string | null)[]).includes(value);
}

export interface AttributionListParams {
  page: number;
  perPage: number;
  status?: AttributionStatus;
}

/** The attribution list's state in the URL; the route loader and the page both read it through this. */
export function attributionListParams(search: URLSearchParams): AttributionListParams {
  const status = search.get('status');
  return {
    ...parsePaging(search, ATTRIBUTIONS_PER_PAGE),
    status: isAttributionStatus(status) ? status : undefined,
  };
}

export function attributionsQuery(communityId: string, badgeId: string, list: AttributionListParams) {
  return apiQuery(
    listBadgeAttributionsOptions({
      path: { id: communityId, badgeId },
      query: { page: list.page, perPage: list.perPage, ...(list.status ? { status: list.status } : {}) },
    }),
  );
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

/** Every cached page of the badge's attributions, whatever its page or filter (the count included). */
const attributionListsKey = (communityId: string, badgeId: string) =>
  listBadgeAttributionsQueryKey({ path: { id: communityId, badgeId } });

/** An attribution as a cached list page shows it: its wallet, times and member, while its page loads. */
export function attributionFromLists(
  queryClient: QueryClient,
  communityId: string,
  badgeId: string,
  attributionId: string,
): CommunityAttribution | undefined {
  const pages = queryClient.getQueriesData<CommunityAttributionPage>({
    queryKey: attributionListsKey(communityId, badgeId),
  });
  for (const [, page] of pages) {
    const found = page?.results.find((a) => a.id === attributionId);
    if (found) return found;
  }
  return undefined;
}

/** What a list item tells of a single attribution, shown while the attribution itself loads. */
export function detailFromListed(listed: CommunityAttribution): AttributionDetail {
  return {
    id: listed.id,
    earnedAt: listed.earnedAt,
    claimedAt: listed.claimedAt,
    transactionHash: listed.transactionHash,
    tokenId: listed.tokenId,
    chainId: listed.badge?.chainId,
    contract: listed.badge?.contract,
  };
}

export function useAwardBadge(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createBadgeAttributionMutation()),
    // The lists (and the hub's count, a one-item page of them) now miss the new attribution.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributionListsKey(communityId, badgeId) }),
  });
}

export function useUpdateAttributionMetadata(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateBadgeAttributionMutation()),
    onSuccess: (answer: AttributionDetail) => {
      // The answer is the attribution as stored, applied or not: it is what its page shows.
      queryClient.setQueryData(attributionQuery(communityId, badgeId, answer.id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: attributionListsKey(communityId, badgeId) });
    },
  });
}

/**
 * One new claim code from the service. Each call creates a code on the server (a read by its
 * method, a write by its effect), so it is called directly, never cached or retried.
 */
export async function generateClaimCode(
  communityId: string,
  badgeId: string,
  signal: AbortSignal,
): Promise<string> {
  const { data } = await generateBadgeAttributionCode({
    path: { id: communityId, badgeId },
    signal,
    throwOnError: true,
  });
  const code = data.code?.trim();
  if (!code) throw new Error('The service answered without a code.');
  return code;
}

/** Every attribution of the badge: all pages, one request after the other, with progress. */
export function fetchAllAttributions(
  communityId: string,
  badgeId: string,
  options: { signal: AbortSignal; onProgress?: (progress: AllPagesProgress) => void },
): Promise<AllPages<CommunityAttribution>> {
  return fetchAllPages<CommunityAttribution>(
    async ({ page, perPage, signal }) =>
      (
        await listBadgeAttributions({
          path: { id: communityId, badgeId },
          query: { page, perPage },
          signal,
          throwOnError: true,
        })
      ).data,
    { ...options, getId: (a) => a.id },
  );
}

/** After awards made outside a mutation (a bulk job): the lists and the hub's count read again. */
export function refreshAttributionLists(queryClient: QueryClient, communityId: string, badgeId: string) {
  return queryClient.invalidateQueries({ queryKey: attributionListsKey(communityId, badgeId) });
}
