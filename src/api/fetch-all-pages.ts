import { yieldToMain } from '../lib/schedule';
import { honourServerWaits } from './read-retry';
import { describeSkippedRecords, skippedRecordsTally, type SkippedRecords } from './record-validation';

/**
 * Reads every page of a paged list, one page after the other. Used where the whole list is the
 * point (select all, export, checking which badges use a tag); pages that show rows read one page.
 */

/** The part of the page envelope this needs. */
export interface PageOf<T> {
  results: T[];
  total: number;
  /** The page size the service says it used (it may be smaller than the size asked for). */
  perPage?: number;
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
  /** Set when the read stopped before `total` records came: the list is not whole. */
  incomplete?: IncompleteRead;
}

/**
 * Why a read stopped short of the total: the service answered an empty page, or a page that
 * added no record not already read (a service that ignores `page` repeats its first page forever);
 * or why it holds fewer records than the service sent: some break the contract and were left out.
 */
export interface IncompleteRead {
  /** `invalid-records`: every page came, but records that break the contract were left out. */
  reason: 'ended-early' | 'repeated-page' | 'invalid-records';
  /** Records kept. */
  read: number;
  /** The total the service reported. */
  total: number;
  /** Records the service sent that break the contract, left out (record-validation.ts). */
  skipped?: SkippedRecords;
}

const REASON_TEXT: Record<Exclude<IncompleteRead['reason'], 'invalid-records'>, string> = {
  'ended-early': 'the service ended the list early',
  'repeated-page': 'the service repeated a page',
};

/** "the service repeated a page; 100 of 1,000,000,000 read": for the page to show beside a result. */
export function describeIncompleteRead(incomplete: IncompleteRead): string {
  const count = new Intl.NumberFormat('en-US');
  const why = [
    incomplete.reason === 'invalid-records' ? undefined : REASON_TEXT[incomplete.reason],
    incomplete.skipped && describeSkippedRecords(incomplete.skipped),
  ];
  return `${why.filter(Boolean).join('; ')}; ${count.format(incomplete.read)} of ${count.format(incomplete.total)} read`;
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

/** What `readPages` tells of a read, without the records (they went to `onRecords`). */
export type PagesRead = Omit<AllPages<unknown>, 'items'> & { read: number; pages: number };

/**
 * Reads a paged list page after page and hands each page's new records to `onRecords`, keeping
 * none itself (a check that matches each page as it arrives need not hold 100,000 records).
 * Sequential (one request at a time, so a long read never floods the service), with progress
 * after each page and a yield to the main thread between pages.
 *
 * It reads until the records received reach `total`. A short page does not end the read: a
 * service may page at fewer records than asked for (its answer's `perPage` says so) and the next
 * page number still follows on in its own paging. It stops early on an empty page, or on a page
 * that adds no record not already read (by `getId`, or the whole page's text without it): a service
 * that ignores `page` would otherwise be read forever. Either early stop is set in `incomplete`.
 * Throws `ReadCancelled` when the signal aborts.
 */
export async function readPages<T>(
  fetchPage: FetchPage<T>,
  options: FetchAllOptions<T> & { onRecords: (records: T[]) => void },
): Promise<PagesRead> {
  const perPage = Math.min(options.perPage ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const signal = options.signal ?? new AbortController().signal;
  const seen = new Set<string>();
  const seenPages = new Set<string>();
  let read = 0;
  let repeats = 0;
  let total = 0;
  let received = 0;
  let incomplete: IncompleteRead | undefined;
  const skipped = skippedRecordsTally();

  const stopIfCancelled = () => {
    if (signal.aborted) throw new ReadCancelled();
  };

  let page = 1;
  for (; ; page++) {
    stopIfCancelled();
    let answer: PageOf<T>;
    try {
      // A 429 on page 40 repeats page 40 after the wait the service asked, not the whole read.
      answer = await honourServerWaits(() => fetchPage({ page, perPage, signal }), signal);
    } catch (error) {
      stopIfCancelled();
      throw error;
    }
    stopIfCancelled();
    total = answer.total;
    const skips = skipped.add(answer);
    received += answer.results.length + skips.sent;
    let fresh: T[] = [];
    for (const item of answer.results) {
      const id = options.getId?.(item);
      if (id !== undefined) {
        if (seen.has(id)) {
          repeats++;
          continue;
        }
        seen.add(id);
      }
      fresh.push(item);
    }
    if (!options.getId && fresh.length > 0) {
      // Without ids only a page seen before, whole, can be told for a repeat.
      const text = JSON.stringify(answer.results);
      if (seenPages.has(text)) fresh = [];
      seenPages.add(text);
    }
    read += fresh.length;
    if (fresh.length > 0) options.onRecords(fresh);
    options.onProgress?.({ loaded: read, total, pages: page });
    if (received >= total) break;
    if (answer.results.length + skips.sent === 0) {
      incomplete = { reason: 'ended-early', read, total };
      break;
    }
    if (fresh.length === 0 && skips.fresh === 0) {
      incomplete = { reason: 'repeated-page', read, total };
      break;
    }
    await yieldToMain();
  }
  const result = { read, pages: page, total, repeats };
  const left = skipped.result();
  if (left) incomplete = { ...(incomplete ?? { reason: 'invalid-records', read, total }), skipped: left };
  return incomplete ? { ...result, incomplete } : result;
}

/** Every record of a paged list, read by `readPages` (see there for when it stops). */
export async function fetchAllPages<T>(
  fetchPage: FetchPage<T>,
  options: FetchAllOptions<T> = {},
): Promise<AllPages<T>> {
  const items: T[] = [];
  const { total, repeats, incomplete } = await readPages(fetchPage, {
    ...options,
    onRecords: (records) => {
      for (const record of records) items.push(record);
    },
  });
  return incomplete ? { items, total, repeats, incomplete } : { items, total, repeats };
}
