import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AttributionStatus, Badge, BadgePage, PublicAttribution } from '../../api/generated/types.gen';
import { catalogueKeys, cataloguePageQuery, publicAttributionPageQuery } from '../../api/resources/catalogue';
import { findInLists } from '../../api/resources/keys';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { urlParam } from '../../lib/url-params';
import { parseUrlState } from '../../lib/url-state';

export type { PublicAttribution };

export const CATALOGUE_PER_PAGE = 25;

export interface CatalogueParams {
  page: number;
  perPage: number;
}

/**
 * The catalogue's sortable columns, by their key in the URL (`sort=-rewards`); how each sorts is
 * the list page's. The community column does not sort: the names it shows come from another list
 * (the communities this key reads), not from the badges.
 */
export const CATALOGUE_SORT_KEYS = ['badge', 'status', 'type', 'claimsEnd', 'rewards'] as const;
export type CatalogueSortKey = (typeof CATALOGUE_SORT_KEYS)[number];

/** The catalogue's page in the URL: the page's `useListState` and the route loader read it. */
export const catalogueSearch = listSearch(CATALOGUE_PER_PAGE).extend({
  sort: sortParam(CATALOGUE_SORT_KEYS),
});

export function catalogueParams(search: URLSearchParams) {
  const params: CatalogueParams & { sort?: SortState<CatalogueSortKey> } = parseUrlState(
    catalogueSearch,
    search,
  );
  return params;
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
  // The lists' key also holds a sort's whole read, which is no page: `findInLists` passes it by.
  return findInLists(
    queryClient.getQueriesData<BadgePage>({ queryKey: catalogueKeys.lists() }),
    (b) => b.id === badgeId,
  );
}

export function useCatalogueBadge(badgeId: string): Badge | undefined {
  return badgeFromCatalogue(useQueryClient(), badgeId);
}
