import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBadgeAttributionMutation,
  updateBadgeAttributionMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { generateBadgeAttributionCode } from '../../api/generated/sdk.gen';
import type {
  AttributionDetail,
  AttributionStatus,
  CommunityAttribution,
} from '../../api/generated/types.gen';
import { apiMutation } from '../../api/query';
import { attributionCache, type AttributionListParams } from '../../api/resources/attributions';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { urlParam } from '../../lib/url-params';
import { parseUrlState } from '../../lib/url-state';
import { ATTRIBUTION_SORT_KEYS, type AttributionSortKey } from './attribution-sorts';

export type { AttributionDetail, CommunityAttribution };

export const ATTRIBUTIONS_PER_PAGE = 25;
export const ATTRIBUTION_STATUSES: readonly AttributionStatus[] = ['earned', 'claimed'];

/** The attribution list's state in the URL: the page's `useListState` and the route loader read it. */
export const attributionListSearch = listSearch(ATTRIBUTIONS_PER_PAGE).extend({
  status: urlParam.optionalOneOf(ATTRIBUTION_STATUSES),
  sort: sortParam(ATTRIBUTION_SORT_KEYS),
  /** A search of the awards: a wallet, ENS name or member id, or part of one. */
  q: urlParam.text(),
});

export function attributionListParams(search: URLSearchParams) {
  const params: AttributionListParams & { sort?: SortState<AttributionSortKey> } = parseUrlState(
    attributionListSearch,
    search,
  );
  return params;
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
    onSuccess: () => attributionCache.awarded(queryClient, communityId, badgeId),
  });
}

export function useUpdateAttributionMetadata(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateBadgeAttributionMutation()),
    onSuccess: (answer: AttributionDetail) =>
      attributionCache.updated(queryClient, communityId, badgeId, answer),
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
