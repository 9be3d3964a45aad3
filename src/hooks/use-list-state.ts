import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

interface ListStateConfig<S extends string, A extends string> {
  /** Single-valued filters, e.g. `status`. */
  filters?: readonly S[];
  /** Multi-valued filters, repeated in the URL (`?collection=a&collection=b`). */
  arrayFilters?: readonly A[];
  defaultPerPage?: number;
}

export type ListFilters<S extends string, A extends string> = { [K in S]: string | undefined } & {
  [K in A]: string[];
};

export interface ListState<S extends string, A extends string> {
  page: number;
  perPage: number;
  filters: ListFilters<S, A>;
  hasFilters: boolean;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Sets one filter and goes back to page 1; an empty value removes it from the URL. */
  setFilter: (name: S | A, value: string | string[] | undefined) => void;
  clearFilters: () => void;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/**
 * Page and page size from URL search params. Route loaders use it too, so that their prefetch
 * builds exactly the query key the page will ask for.
 */
export function parsePaging(
  params: URLSearchParams,
  defaultPerPage: number = DEFAULT_PER_PAGE,
): { page: number; perPage: number } {
  const page = positiveInt(params.get('page')) ?? 1;
  const perPageRaw = positiveInt(params.get('perPage'));
  const perPage =
    perPageRaw && (PER_PAGE_OPTIONS as readonly number[]).includes(perPageRaw) ? perPageRaw : defaultPerPage;
  return { page, perPage };
}

/**
 * List state kept in the URL: page, perPage and filters. Defaults are left out of the URL, every
 * change is a new history entry (so the back button restores the previous page or filter), and
 * changing a filter or the page size returns to page 1.
 */
export function useListState<S extends string = never, A extends string = never>(
  config: ListStateConfig<S, A> = {},
): ListState<S, A> {
  const [params, setParams] = useSearchParams();
  const defaultPerPage = config.defaultPerPage ?? DEFAULT_PER_PAGE;
  const single = config.filters;
  const multi = config.arrayFilters;

  const { page, perPage } = parsePaging(params, defaultPerPage);

  const filters = useMemo(() => {
    const out: Record<string, string | string[] | undefined> = {};
    for (const name of single ?? []) out[name] = params.get(name) ?? undefined;
    for (const name of multi ?? []) out[name] = params.getAll(name).filter(Boolean);
    return out as ListFilters<S, A>;
  }, [params, single, multi]);

  const hasFilters = [...(single ?? []), ...(multi ?? [])].some((name) => params.getAll(name).some(Boolean));

  const update = useCallback(
    (mutate: (next: URLSearchParams) => void) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        mutate(next);
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (n: number) => update((next) => (n <= 1 ? next.delete('page') : next.set('page', String(n)))),
    [update],
  );
  const setPerPage = useCallback(
    (n: number) =>
      update((next) => {
        next.delete('page');
        if (n === defaultPerPage) next.delete('perPage');
        else next.set('perPage', String(n));
      }),
    [update, defaultPerPage],
  );
  const setFilter = useCallback(
    (name: S | A, value: string | string[] | undefined) =>
      update((next) => {
        next.delete('page');
        next.delete(name);
        const values = Array.isArray(value) ? value : value ? [value] : [];
        for (const v of values) if (v) next.append(name, v);
      }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update((next) => {
        next.delete('page');
        for (const name of [...(single ?? []), ...(multi ?? [])]) next.delete(name);
      }),
    [update, single, multi],
  );

  return { page, perPage, filters, hasFilters, setPage, setPerPage, setFilter, clearFilters };
}
