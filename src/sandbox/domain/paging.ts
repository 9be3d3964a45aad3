import { badRequest } from './errors';

/** The page envelope of every paged list (docs/api-behaviour.md, Paging). */
export interface Page<T> {
  total: number;
  perPage: number;
  page: number;
  results: T[];
}

/** Raw query values: numbers from code, strings from a URL, anything from a client. */
export interface PageQuery {
  page?: unknown;
  perPage?: unknown;
}

export const DEFAULT_PER_PAGE = 100;
/** The service documents no maximum; the sandbox caps it instead of refusing. */
export const MAX_PER_PAGE = 1000;

function readPositiveInt(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const parsed = Number(value);
    if (Number.isSafeInteger(parsed) && parsed > 0) return parsed;
  }
  throw badRequest(`${field} must be a positive integer`, field);
}

export function parsePaging(query: PageQuery = {}): { page: number; perPage: number } {
  const page = readPositiveInt(query.page, 'page', 1);
  const perPage = Math.min(readPositiveInt(query.perPage, 'perPage', DEFAULT_PER_PAGE), MAX_PER_PAGE);
  return { page, perPage };
}

/** Pages `items` and maps only the page's items, so mapping cost does not grow with the list. */
export function paginateWith<T, U>(
  items: readonly T[],
  query: PageQuery | undefined,
  map: (item: T) => U,
): Page<U> {
  const { page, perPage } = parsePaging(query);
  const start = (page - 1) * perPage;
  return { total: items.length, perPage, page, results: items.slice(start, start + perPage).map(map) };
}

export function paginate<T>(items: readonly T[], query?: PageQuery): Page<T> {
  return paginateWith(items, query, (item) => item);
}
