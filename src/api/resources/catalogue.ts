import { fetchAllPages, type AllPagesProgress } from '../fetch-all-pages';
import {
  listPartnerBadgesOptions,
  listPartnerBadgesQueryKey,
  listPublicBadgeAttributionsOptions,
} from '../generated/@tanstack/react-query.gen';
import { listPartnerBadges } from '../generated/sdk.gen';
import type { AttributionStatus, Badge } from '../generated/types.gen';
import { apiQuery } from '../query';

/**
 * The partner-wide catalogue: every badge, and a badge's public attributions. The service answers
 * these to reward-provider partners only; other keys are refused (403).
 */

export interface CataloguePageParams {
  page: number;
  perPage: number;
}

export const catalogueKeys = {
  /** Every cached page of the catalogue. */
  lists: () => listPartnerBadgesQueryKey(),
};

export function cataloguePageQuery(list: CataloguePageParams) {
  return apiQuery(listPartnerBadgesOptions({ query: { page: list.page, perPage: list.perPage } }));
}

/** The whole catalogue, for a sort: its cache key (under the catalogue's pages') and its read. */
export function wholeCatalogueRead() {
  return {
    queryKey: [...catalogueKeys.lists(), 'whole'],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllPages<Badge>(
        async ({ page, perPage, signal }) =>
          (await listPartnerBadges({ query: { page, perPage }, signal, throwOnError: true })).data,
        { ...options, getId: (b) => b.id },
      ),
  };
}

export function publicAttributionPageQuery(
  badgeId: string,
  list: CataloguePageParams & { status?: AttributionStatus },
) {
  return apiQuery(
    listPublicBadgeAttributionsOptions({
      path: { id: badgeId },
      query: { page: list.page, perPage: list.perPage, ...(list.status ? { status: list.status } : {}) },
    }),
  );
}
