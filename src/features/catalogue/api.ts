import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AttributionStatus, Badge, BadgePage, PublicAttribution } from '../../api/generated/types.gen';
import { catalogueKeys, cataloguePageQuery, publicAttributionPageQuery } from '../../api/resources/catalogue';
import { listSearch } from '../../hooks/use-list-state';
import { urlParam } from '../../lib/url-params';
import { parseUrlState } from '../../lib/url-state';

export type { PublicAttribution };

export const CATALOGUE_PER_PAGE = 25;

export interface CatalogueParams {
  page: number;
  perPage: number;
}

/** The catalogue's page in the URL: the page's `useListState` and the route loader read it. */
export const catalogueSearch = listSearch(CATALOGUE_PER_PAGE);

export function catalogueParams(search: URLSearchParams): CatalogueParams {
  return parseUrlState(catalogueSearch, search);
}

export function catalogueQuery(list: CatalogueParams) {
  return cataloguePageQuery(list);
}

export interface PublicAttributionParams extends CatalogueParams {
  status?: AttributionStatus;
}

export const publicAttributionSearch = listSearch(CATALOGUE_PER_PAGE).extend({
  status: urlParam.optionalOneOf(['earned', 'claimed'] satisfies AttributionStatus[]),
});

export function publicAttributionParams(search: URLSearchParams): PublicAttributionParams {
  return parseUrlState(publicAttributionSearch, search);
}

export function publicAttributionsQuery(badgeId: string, list: PublicAttributionParams) {
  return publicAttributionPageQuery(badgeId, list);
}

/** The badge as a cached catalogue page shows it (the service has no partner read of one badge). */
function badgeFromCatalogue(queryClient: QueryClient, badgeId: string): Badge | undefined {
  for (const [, page] of queryClient.getQueriesData<BadgePage>({ queryKey: catalogueKeys.lists() })) {
    const found = page?.results.find((b) => b.id === badgeId);
    if (found) return found;
  }
  return undefined;
}

export function useCatalogueBadge(badgeId: string): Badge | undefined {
  return badgeFromCatalogue(useQueryClient(), badgeId);
}
