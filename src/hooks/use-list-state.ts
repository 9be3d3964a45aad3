import { useCallback, useMemo } from 'react';
import {
  intOfParam,
  intParam,
  parseUrlField,
  parseUrlState,
  toSearch,
  urlSchema,
  type UrlField,
  type UrlSchema,
  type UrlState,
} from '../lib/url-state';
import { useUrlState } from './use-url-state';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

export interface ListPage {
  page: number;
  perPage: number;
}

/**
 * A list's paging in the URL (`page` from 1, `perPage` one the UI offers). A list extends it with
 * its filters (`listSearch(25).extend({ status: urlParam.optionalOneOf(STATUSES) })`); the route
 * loader parses the same schema, so its prefetch builds exactly the query key the page asks for.
 */
export function listSearch(defaultPerPage: number = DEFAULT_PER_PAGE) {
  return urlSchema({
    page: intParam(1),
    perPage: intOfParam(PER_PAGE_OPTIONS, defaultPerPage),
  });
}

const defaultListSearch = listSearch();

type ListSchema = UrlSchema<{ page: UrlField<number>; perPage: UrlField<number> }>;
type FilterName<P> = Exclude<keyof P & string, keyof ListPage>;

export interface ListState<P extends ListPage = ListPage> {
  /** The whole state, paging and filters: what a list's query key is built from. */
  params: P;
  page: number;
  perPage: number;
  filters: Omit<P, keyof ListPage>;
  hasFilters: boolean;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Sets one filter from a raw value (read as the URL would be) and goes back to page 1. */
  setFilter: (name: FilterName<P>, value: string | readonly string[] | undefined) => void;
  clearFilters: () => void;
}

/**
 * List state kept in the URL: page, perPage and the schema's filters. Defaults are left out of the
 * URL, every change is a new history entry (so the back button restores the previous page or
 * filter), and changing a filter or the page size returns to page 1.
 */
export function useListState<S extends ListSchema = typeof defaultListSearch>(
  schema: S = defaultListSearch as unknown as S,
): ListState<UrlState<S>> {
  type P = UrlState<S>;
  const [params, setParams] = useUrlState(schema);
  const unfiltered = useMemo(() => parseUrlState(schema, ''), [schema]);
  const { page, perPage, ...filters } = params as ListPage & Omit<P, keyof ListPage>;
  // Filtered when the state, read at the first page and default size, still needs a param.
  const hasFilters =
    toSearch(schema, { ...params, page: unfiltered.page, perPage: unfiltered.perPage }) !== '';

  const setPage = useCallback((n: number) => setParams({ page: n } as Partial<P>), [setParams]);
  const setPerPage = useCallback(
    (n: number) => setParams({ page: 1, perPage: n } as Partial<P>),
    [setParams],
  );
  const setFilter = useCallback(
    (name: FilterName<P>, value: string | readonly string[] | undefined) =>
      setParams({
        page: 1,
        [name]: parseUrlField(schema, name, value),
      } as Partial<P>),
    [setParams, schema],
  );
  // The page size is the admin's choice, not a filter: it stays.
  const clearFilters = useCallback(
    () => setParams((current) => ({ ...unfiltered, perPage: current.perPage })),
    [setParams, unfiltered],
  );

  return {
    params,
    page,
    perPage,
    filters: filters as Omit<P, keyof ListPage>,
    hasFilters,
    setPage,
    setPerPage,
    setFilter,
    clearFilters,
  };
}
