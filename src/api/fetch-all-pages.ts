/**
 * Reads every page of a paged list, one page after the other. Used where the whole list is the
 * point (select all, export, checking which badges use a tag); pages that show rows read one page.
 */

/** The part of the page envelope this needs. */
export interface PageOf<T> {
  results: T[];
  total: number;
}

export interface AllPagesProgress {
  /** Records read so far (after removing repeats). */
  loaded: number;
  /** The list's size as the service last reported it. */
  total: number;
  /** Pages read so far. */
  pages: number;
}

export interface AllPages<T> {
  items: T[];
  /** The list's size as the service reported it on the last page read. */
  total: number;
  /** Records that came twice (the list moved while it was read) and were kept once. */
  repeats: number;
}

export type FetchPage<T> = (args: {
  page: number;
  perPage: number;
  signal: AbortSignal;
}) => Promise<PageOf<T>>;

export interface FetchAllOptions<T> {
  /** Records per request: the largest page the service is asked for (the sandbox caps it at 1000). */
  perPage?: number;
  signal?: AbortSignal;
  onProgress?: (progress: AllPagesProgress) => void;
  /** When given, a record seen twice is kept once (a record added meanwhile shifts the pages). */
  getId?: (item: T) => string;
}

export const MAX_PAGE_SIZE = 1000;

/** Lets the browser paint and handle input between two pages of a long read. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The error a cancelled read ends with. */
export class ReadCancelled extends Error {
  override readonly name = 'ReadCancelled';
  constructor() {
    super('Cancelled');
  }
}

export function isReadCancelled(error: unknown): error is ReadCancelled {
  return error instanceof ReadCancelled;
}

/**
 * Every record of a paged list. Sequential (one request at a time, so a long read never floods the
 * service), with progress after each page and a yield to the main thread between pages. It stops
 * at the first short page or once `total` records are in, and throws `ReadCancelled` when the
 * signal aborts.
 */
export async function fetchAllPages<T>(
  fetchPage: FetchPage<T>,
  options: FetchAllOptions<T> = {},
): Promise<AllPages<T>> {
  const perPage = Math.min(options.perPage ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const signal = options.signal ?? new AbortController().signal;
  const seen = new Set<string>();
  const items: T[] = [];
  let repeats = 0;
  let total = 0;

  const stopIfCancelled = () => {
    if (signal.aborted) throw new ReadCancelled();
  };

  for (let page = 1; ; page++) {
    stopIfCancelled();
    let answer: PageOf<T>;
    try {
      answer = await fetchPage({ page, perPage, signal });
    } catch (error) {
      stopIfCancelled();
      throw error;
    }
    stopIfCancelled();
    total = answer.total;
    for (const item of answer.results) {
      const id = options.getId?.(item);
      if (id !== undefined) {
        if (seen.has(id)) {
          repeats++;
          continue;
        }
        seen.add(id);
      }
      items.push(item);
    }
    options.onProgress?.({ loaded: items.length, total, pages: page });
    const lastPage = answer.results.length < perPage || page * perPage >= total;
    if (lastPage) break;
    await yieldToMain();
  }
  return { items, total, repeats };
}
