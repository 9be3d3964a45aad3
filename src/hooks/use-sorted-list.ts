import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { MAX_PAGE_SIZE, type AllPages, type AllPagesProgress, type PageOf } from '../api/fetch-all-pages';
import type { ListQuery } from '../components/data-table/data-table';
import type { TableSorting } from '../components/data-table/types';
import { inOrder, type SortDirection, type SortKind, type SortValue } from '../lib/sort/compare';
import { nextSort, type SortState } from '../lib/sort/sort-param';

/**
 * A server-paged list that can be sorted by any of its columns, though the service sorts none. A
 * list whose whole length is on the page already read sorts that page. A longer one is read whole
 * (the list's whole read, cached under its keys with the time it was read), sorted in a worker, and
 * its pages are served from the sorted order, so a page change costs no request. Comparators and
 * the worker load on the first sort asked, not with the list. A search (`filter`) narrows the list
 * the same way: from the page when the whole list is on it, else from the whole read, sorted or not.
 */

/** How one column sorts: its kind and each row's value. */
export interface SortSpec<T> {
  kind: SortKind;
  value: (row: T) => SortValue;
  /** The direction of a first click (dates: newest first). */
  firstDirection?: SortDirection;
}

export type SortSpecs<T, K extends string> = Readonly<Record<K, SortSpec<T>>>;

/** The whole list behind a paged one: its cache key (under the list's keys) and its reader. */
export interface WholeListRead<T> {
  queryKey: QueryKey;
  read: (context: {
    signal: AbortSignal;
    onProgress: (progress: AllPagesProgress) => void;
  }) => Promise<AllPages<T>>;
}

/** Rows a search keeps; a new object (memoised by the page) is a new search. */
export interface RowFilter<T> {
  matches: (row: T) => boolean;
}

export interface SortedListOptions<T, K extends string, P extends PageOf<T>, Q extends QueryKey = QueryKey> {
  page: number;
  perPage: number;
  sort: SortState<K> | undefined;
  /** Writes the sort to the URL (and the page back to 1). */
  setSort: (sort: SortState<K> | undefined) => void;
  specs: SortSpecs<T, K>;
  /** The service's page `page` of the list. */
  pageQuery: (page: number) => UseQueryOptions<P, DefaultError, P, Q>;
  whole: WholeListRead<T>;
  /** Keeps only the rows that match a search, read from the whole list as a sort is. */
  filter?: RowFilter<T>;
  /** Leaves what needs the whole read (a cancel, or Clear after a failure): clears the sort by default. */
  leave?: () => void;
}

/** What the notice above the table says of the sort. */
export type SortStatus =
  | { state: 'none' }
  | { state: 'page' }
  | {
      state: 'reading';
      total: number;
      progress: AllPagesProgress | undefined;
      /** Seconds the read should still take, from the page time measured on this list. */
      secondsLeft: number | undefined;
      pageCount: number;
      cancel: () => void;
    }
  | { state: 'sorting'; total: number }
  | {
      state: 'sorted';
      whole: AllPages<unknown>;
      readAt: number;
      refreshing: AllPagesProgress | undefined;
      refresh: () => void;
    }
  | { state: 'failed'; error: Error; retry: () => void; clear: () => void };

export interface SortedList<T> {
  query: ListQuery<T> & { data: PageOf<T> | undefined };
  sorting: TableSorting;
  status: SortStatus;
  /** With a filter, once its rows are known: how many it kept of the rows it was given. */
  filtered: { kept: number; of: number } | undefined;
}

/** Progress of the whole reads under way, by query: a read outlives the page that started it. */
const progressOf = new Map<string, AllPagesProgress>();
const listeners = new Set<() => void>();
let progressVersion = 0;
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function publish(hash: string, progress: AllPagesProgress | undefined) {
  if (progress) progressOf.set(hash, progress);
  else progressOf.delete(hash);
  progressVersion += 1;
  for (const listener of listeners) listener();
}

/** Milliseconds per page of a whole read, last measured for each list (its key's first part). */
const pageTimes = new Map<string, number>();
const listOf = (key: QueryKey) => hashKey(key.slice(0, 1));

/** Sorted orders already computed, by the rows they order: a sort asked again is served at once. */
const orders = new WeakMap<readonly unknown[], Map<string, Uint32Array>>();

interface Sorted<T> {
  rows: readonly T[];
  order: Uint32Array;
  sort: SortState;
}

function useSortedOrder<T, K extends string>(
  rows: readonly T[] | undefined,
  sort: SortState<K> | undefined,
  specs: SortSpecs<T, K>,
): [Sorted<T> | undefined, Error | undefined] {
  const [sorted, setSorted] = useState<Sorted<T>>();
  const [failure, setFailure] = useState<Error>();
  const key = sort?.key;
  const direction = sort?.direction;
  useEffect(() => {
    if (!rows || key === undefined || direction === undefined) return;
    const spec = specs[key];
    const name = `${key}\u0000${direction}`;
    const done = (order: Uint32Array) => setSorted({ rows, order, sort: { key, direction } });
    const known = orders.get(rows)?.get(name);
    if (known) {
      done(known);
      return;
    }
    const stop = new AbortController();
    void import('../lib/sort/sort-client')
      .then((m) => m.sortValues(spec.kind, rows.map(spec.value), direction, stop.signal))
      .then(
        (order) => {
          const byName = orders.get(rows) ?? new Map<string, Uint32Array>();
          byName.set(name, order);
          orders.set(rows, byName);
          if (!stop.signal.aborted) done(order);
        },
        (error: unknown) => {
          if (!stop.signal.aborted) setFailure(error instanceof Error ? error : new Error(String(error)));
        },
      );
    return () => stop.abort();
  }, [rows, key, direction, specs]);
  return [sorted, failure];
}

export function useSortedList<
  T,
  K extends string,
  P extends PageOf<T> = PageOf<T>,
  Q extends QueryKey = QueryKey,
>(options: SortedListOptions<T, K, P, Q>): SortedList<T> {
  const { page, perPage, sort, setSort, specs, whole, filter } = options;
  const narrowed = sort !== undefined || filter !== undefined;
  const queryClient = useQueryClient();
  useSyncExternalStore(subscribe, () => progressVersion);
  const wholeHash = hashKey(whole.queryKey);
  const cached = queryClient.getQueryData<AllPages<T>>(whole.queryKey);

  // While the sorted pages come from the whole list, the service's page 1 only keeps the total fresh.
  const servicePage = narrowed && cached ? 1 : page;
  const pageQuery = useQuery({ ...options.pageQuery(servicePage), placeholderData: keepPreviousData });
  const pageData = pageQuery.isPlaceholderData ? undefined : pageQuery.data;
  const fits = pageData !== undefined && page === 1 && pageData.total <= pageData.results.length;
  const wanted = narrowed && (cached !== undefined || (pageData !== undefined && !fits));

  const read = whole.read;
  const wholeQuery = useQuery({
    queryKey: whole.queryKey,
    queryFn: async ({ signal, queryKey }) => {
      const hash = hashKey(queryKey);
      const started = performance.now();
      try {
        return await read({
          signal,
          onProgress: (progress) => {
            pageTimes.set(listOf(queryKey), (performance.now() - started) / progress.pages);
            publish(hash, progress);
          },
        });
      } finally {
        publish(hash, undefined);
      }
    },
    enabled: wanted,
    // Read once, then kept: the list's cache writers update it, and Refresh reads it again.
    staleTime: Infinity,
    // A hundred thousand records: nothing for a deep comparison to share.
    structuralSharing: false,
    retry: false,
  });

  const source = !narrowed
    ? undefined
    : wanted
      ? wholeQuery.data?.items
      : fits
        ? pageData.results
        : undefined;
  const rows = useMemo(() => (source && filter ? source.filter(filter.matches) : source), [source, filter]);
  const sorting = sort !== undefined;
  const [sorted, sortFailure] = useSortedOrder(sorting ? rows : undefined, sort, specs);
  // Unsorted, a search's rows keep the service's order and are current as soon as they are kept.
  const current = sorting
    ? sorted !== undefined && sorted.rows === rows && sameSort(sorted.sort, sort)
    : rows !== undefined;

  const start = (page - 1) * perPage;
  const results = useMemo(
    () =>
      sorting
        ? sorted && inOrder(sorted.rows, sorted.order, start, start + perPage)
        : rows?.slice(start, start + perPage),
    [sorting, sorted, rows, start, perPage],
  );
  const shownTotal = sorting ? sorted?.rows.length : rows?.length;

  const leave = options.leave ?? (() => setSort(undefined));
  const cancel = () => {
    void queryClient.cancelQueries({ queryKey: whole.queryKey, exact: true });
    leave();
  };

  const query: SortedList<T>['query'] =
    !narrowed || !results || shownTotal === undefined || (!current && wholeQuery.isError)
      ? {
          data: pageQuery.data,
          error: pageQuery.error,
          isPending: pageQuery.isPending,
          refetch: pageQuery.refetch,
          // The service's order, dimmed and busy, while the sorted one is made.
          isPlaceholderData: pageQuery.isPlaceholderData || (narrowed && !fits && !wholeQuery.isError),
        }
      : {
          data: { results, total: shownTotal },
          error: null,
          isPending: false,
          isPlaceholderData: !current,
          refetch: pageQuery.refetch,
        };

  const tableSorting = headerSorting(sort, setSort, specs);

  const total = pageData?.total ?? pageQuery.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MAX_PAGE_SIZE));
  const progress = progressOf.get(wholeHash);
  const pageTime = pageTimes.get(listOf(whole.queryKey));
  let status: SortStatus = { state: 'none' };
  if (!narrowed) status = { state: 'none' };
  else if (!wanted) status = { state: fits ? 'page' : 'none' };
  else if (wholeQuery.error && !wholeQuery.data)
    status = {
      state: 'failed',
      error: wholeQuery.error,
      retry: () => void wholeQuery.refetch(),
      clear: leave,
    };
  else if (sortFailure && !current)
    status = {
      state: 'failed',
      error: sortFailure,
      retry: () => void wholeQuery.refetch(),
      clear: leave,
    };
  else if (!wholeQuery.data)
    status = {
      state: 'reading',
      total: progress?.total ?? total,
      progress,
      pageCount,
      secondsLeft:
        pageTime === undefined ? undefined : (pageTime * (pageCount - (progress?.pages ?? 0))) / 1000,
      cancel,
    };
  else if (!current) status = { state: 'sorting', total: wholeQuery.data.items.length };
  else
    status = {
      state: 'sorted',
      whole: wholeQuery.data,
      readAt: wholeQuery.dataUpdatedAt,
      refreshing: wholeQuery.isFetching ? (progress ?? { loaded: 0, total, pages: 0 }) : undefined,
      refresh: () => void wholeQuery.refetch(),
    };

  const filtered = filter && rows && source ? { kept: rows.length, of: source.length } : undefined;
  return { query, sorting: tableSorting, status, filtered };
}

/** The headers' control: a click on a column asks its next sort. */
function headerSorting<T, K extends string>(
  sort: SortState<K> | undefined,
  setSort: (sort: SortState<K> | undefined) => void,
  specs: SortSpecs<T, K>,
): TableSorting {
  return { sort, onSort: (key) => setSort(nextSort(sort, key as K, specs[key as K].firstDirection)) };
}

interface SortedRows<T> {
  /** The rows in the sort's order once it is made, until then (or unsorted) in their own. */
  rows: T[] | undefined;
  sorting: TableSorting;
  /** The sorted order is still being made: the rows are in their own order meanwhile. */
  isSorting: boolean;
}

/**
 * A list wholly in memory (a plain array from the service, or rows already read whole): sorted as
 * a page that holds its whole list is, with nothing to read.
 */
export function useSortedRows<T, K extends string>(options: {
  rows: T[] | undefined;
  sort: SortState<K> | undefined;
  setSort: (sort: SortState<K> | undefined) => void;
  specs: SortSpecs<T, K>;
}): SortedRows<T> {
  const { rows, sort, setSort, specs } = options;
  const [sorted, failure] = useSortedOrder(sort ? rows : undefined, sort, specs);
  const ready = sorted !== undefined && sorted.rows === rows && sameSort(sorted.sort, sort);
  const shown = useMemo(
    () => (sort && ready ? inOrder(sorted.rows, sorted.order) : rows),
    [sort, ready, sorted, rows],
  );
  return {
    rows: shown,
    sorting: headerSorting(sort, setSort, specs),
    // A failed sort leaves the list in its own order, not busy.
    isSorting: sort !== undefined && rows !== undefined && !ready && failure === undefined,
  };
}

/**
 * A plain array the service answers whole (a badge's rewards, the webhooks), sorted in memory: the
 * table's query (the read's state, with the rows in the sort's order, dimmed while it is made) and
 * its sorting, so each such list hands its table the same thing.
 */
export function useSortedQuery<T, K extends string>(options: {
  query: Omit<ListQuery<T>, 'data' | 'isPlaceholderData'> & { data: T[] | undefined };
  sort: SortState<K> | undefined;
  setSort: (sort: SortState<K> | undefined) => void;
  specs: SortSpecs<T, K>;
}): { query: ListQuery<T>; sorting: TableSorting } {
  const { query, ...sort } = options;
  const sorted = useSortedRows({ rows: query.data, ...sort });
  return {
    query: {
      data: sorted.rows,
      error: query.error,
      isPending: query.isPending,
      isPlaceholderData: sorted.isSorting,
      refetch: query.refetch,
    },
    sorting: sorted.sorting,
  };
}

function sameSort(a: SortState, b: SortState | undefined): boolean {
  return a.key === b?.key && a.direction === b.direction;
}
