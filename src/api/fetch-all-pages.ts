import { yieldToMain } from '../lib/schedule';
import { honourServerWaits } from './read-retry';
import { describeSkippedRecords, skippedRecordsTally, type SkippedRecords } from './record-validation';

/**
 * The one reader of whole lists: every page of a paged list, one page after the other. Used where
 * the whole list is the point (select all, export, checking which badges use a tag, the whole
 * leaderboard, searching the members for a name); pages that show rows read one page. Two forms:
 * `fetchAllPages` keeps the records, `readPages` hands each page to its caller and keeps none (for
 * readers that keep columns or a match, not records). Both stop by the same rules (`readPages`).
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
  /** Set when the caller stopped the read before the list's end (see `ReadCut`). */
  cut?: ReadCut;
}

/**
 * Why a read stopped on its caller's word: `limit` records were kept (a list without a total may
 * run on), or its `enough` said it had what it needed.
 */
export type ReadCut = 'limit' | 'enough';

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
  /** The total the service reported; absent for a list whose answers carry none (a plain array). */
  total?: number;
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
  const of = incomplete.total === undefined ? '' : ` of ${count.format(incomplete.total)}`;
  return `${why.filter(Boolean).join('; ')}; ${count.format(incomplete.read)}${of} read`;
}

export interface PageRequest {
  page: number;
  perPage: number;
  signal: AbortSignal;
}

export type FetchPage<T> = (args: PageRequest) => Promise<PageOf<T>>;

/** A page of a list that may answer a plain array, without a total (the leaderboard). */
export type FetchListPage<T> = (args: PageRequest) => Promise<PageOf<T> | T[]>;

export interface FetchAllOptions<T> {
  /** Records per request: the largest page the service is asked for (the sandbox caps it at 1000). */
  perPage?: number;
  signal?: AbortSignal;
  onProgress?: (progress: AllPagesProgress) => void;
  /**
   * When given, a record seen twice is kept once (a record added meanwhile shifts the pages). A
   * record it gives no id is kept wherever it comes.
   */
  getId?: (item: T) => string | undefined;
  /** Stop once this many records are kept (`cut: 'limit'`): a bound for a list that may run long. */
  limit?: number;
}

/** The streaming form's own options: where each page's new records go. */
export interface ReadPagesOptions<T> extends FetchAllOptions<T> {
  /** Each page's records not read before. */
  onRecords: (records: T[]) => void;
  /** Asked after each page: true ends the read there (`cut: 'enough'`), as a search that found it. */
  enough?: () => boolean;
  /** After a page the read goes on past, before the next is asked for (not after the last). */
  beforeNextPage?: (sofar: { read: number; repeats: number; pages: number }) => void;
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

/**
 * What `readPages` tells of a read, without the records (they went to `onRecords`). For a list of
 * plain arrays, `total` is the records the service sent.
 */
export type PagesRead = Omit<AllPages<unknown>, 'items'> & { read: number; pages: number };

type Stop = 'whole' | Exclude<IncompleteRead['reason'], 'invalid-records'>;

/**
 * Whether a page ends the read. With a total, the read ends when the records received reach it;
 * before that, an empty page ends it early. Without one (a plain array), a page shorter than asked
 * ends it only when the service has shown pages longer than that: a first short page may be the
 * service's own page size, so one more page is read to know. Either way, a page that adds no
 * record not already read ends it: a service that ignores `page` would otherwise be read forever.
 */
function stopAfter(page: {
  total: number | undefined;
  received: number;
  sent: number;
  perPage: number;
  longest: number;
  repeated: boolean;
}): Stop | undefined {
  const { total, received, sent, perPage, longest, repeated } = page;
  if (total !== undefined) {
    if (received >= total) return 'whole';
    if (sent === 0) return 'ended-early';
    return repeated ? 'repeated-page' : undefined;
  }
  if (repeated) return 'repeated-page';
  return sent === 0 || (sent < perPage && sent < longest) ? 'whole' : undefined;
}

/**
 * Reads a paged list page after page and hands each page's new records to `onRecords`, keeping
 * none itself (a check that matches each page as it arrives need not hold 100,000 records).
 * Sequential (one request at a time, so a long read never floods the service), with progress
 * after each page and a yield to the main thread between pages. A page the service answers 429 is
 * asked again after the wait it asked for (read-retry.ts), not the whole read.
 *
 * It reads until the records received reach `total` (`stopAfter` for a list without one). A short
 * page does not end a read with a total: a service may page at fewer records than asked for (its
 * answer's `perPage` says so) and the next page number still follows on in its own paging. It stops
 * early on an empty page, or on a page that adds no record not already read (by `getId`, or the
 * whole page's text without it); either early stop is set in `incomplete`. It stops on its caller's
 * word at `limit` records or when `enough` says so (`cut`). Throws `ReadCancelled`
 * when the signal aborts.
 */
export async function readPages<T>(fetchPage: FetchListPage<T>, options: ReadPagesOptions<T>): Promise<PagesRead> {
  const perPage = Math.min(options.perPage ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const signal = options.signal ?? new AbortController().signal;
  const seen = new Set<string>();
  const seenPages = new Set<string>();
  let read = 0;
  let repeats = 0;
  let total: number | undefined;
  let received = 0;
  /** The longest page the service has answered so far. */
  let longest = 0;
  let stop: Stop | undefined;
  let cut: ReadCut | undefined;
  const skipped = skippedRecordsTally();

  const stopIfCancelled = () => {
    if (signal.aborted) throw new ReadCancelled();
  };

  let page = 1;
  for (; ; page++) {
    stopIfCancelled();
    let answer: PageOf<T> | T[];
    try {
      answer = await honourServerWaits(() => fetchPage({ page, perPage, signal }), signal);
    } catch (error) {
      stopIfCancelled();
      throw error;
    }
    stopIfCancelled();
    const records = Array.isArray(answer) ? answer : answer.results;
    total = Array.isArray(answer) ? undefined : answer.total;
    const skips = skipped.add(answer);
    const sent = records.length + skips.sent;
    received += sent;
    let fresh: T[] = [];
    for (const item of records) {
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
      const text = JSON.stringify(records);
      if (seenPages.has(text)) fresh = [];
      seenPages.add(text);
    }
    read += fresh.length;
    const repeated = sent > 0 && fresh.length === 0 && skips.fresh === 0;
    stop = stopAfter({ total, received, sent, perPage, longest, repeated });
    longest = Math.max(longest, sent);
    if (fresh.length > 0) options.onRecords(fresh);
    const enough = options.enough?.() === true;
    options.onProgress?.({ loaded: read, total: total ?? received, pages: page });
    if (stop) break;
    cut = enough ? 'enough' : options.limit !== undefined && read >= options.limit ? 'limit' : undefined;
    if (cut) break;
    options.beforeNextPage?.({ read, repeats, pages: page });
    await yieldToMain();
  }
  const result = { read, pages: page, total: total ?? received, repeats, ...(cut ? { cut } : {}) };
  let incomplete: IncompleteRead | undefined =
    stop === 'ended-early' || stop === 'repeated-page'
      ? { reason: stop, read, ...(total === undefined ? {} : { total }) }
      : undefined;
  const left = skipped.result();
  if (left)
    incomplete = {
      ...(incomplete ?? { reason: 'invalid-records', read, ...(total === undefined ? {} : { total }) }),
      skipped: left,
    };
  return incomplete ? { ...result, incomplete } : result;
}

/** Every record of a paged list, read by `readPages` (see there for when it stops). */
export async function fetchAllPages<T>(
  fetchPage: FetchPage<T>,
  options: FetchAllOptions<T> = {},
): Promise<AllPages<T>> {
  const items: T[] = [];
  const { total, repeats, incomplete, cut } = await readPages(fetchPage, {
    ...options,
    onRecords: (records) => {
      for (const record of records) items.push(record);
    },
  });
  return { items, total, repeats, ...(incomplete ? { incomplete } : {}), ...(cut ? { cut } : {}) };
}
