import {
  listPartnerBadgesOptions,
  listPartnerBadgesQueryKey,
  listPublicBadgeAttributionsOptions,
} from '../generated/@tanstack/react-query.gen';
import type { AttributionStatus } from '../generated/types.gen';
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
