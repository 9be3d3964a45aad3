import type * as v from 'valibot';
import { readPages, type IncompleteRead } from '../../api/fetch-all-pages';
import { vListBadgeAttributionsResponse, vListMembersResponse } from '../../api/generated/valibot.gen';
import { decodePage, type FetchPageBytes, type PageBytes } from '../../api/page-bytes';
import { collectAwards, collectMembers, type AwardColumns, type MemberColumns } from './insights-input';

/**
 * Reads a whole list from its pages' bytes into the columns the figures need: each page is decoded,
 * checked against the contract, and turned into numbers, and nothing else of it is kept. It runs in
 * the insights' worker (the bytes come from the page's thread, which makes the requests), or in
 * place where there is no worker (the tests' DOM).
 */

export interface ColumnsOf {
  awards: AwardColumns;
  members: MemberColumns;
}

export type ColumnsList = keyof ColumnsOf;

/** What to read: which list, how many records a page, and the operation errors name. */
export interface ColumnsRead<L extends ColumnsList = ColumnsList> {
  list: L;
  perPage: number;
  operation: string;
}

/** What a whole read found: the list's size as the service last gave it, and whether it stopped short. */
export interface WholeRead {
  total: number;
  /** The read stopped short of `total` (see fetch-all-pages). */
  incomplete: IncompleteRead | undefined;
}

/**
 * A whole list kept as the few numbers the figures need, not as records (100,000 members and tens
 * of thousands of 3 KB attributions held as records made a heap of about 200 MB). It is what the
 * insights cache under the list's key; it has no `results`, so readers of cached list pages pass
 * it by.
 */
export interface WholeColumns<C> extends WholeRead {
  columns: C;
}

/**
 * Asks for the next page while the one asked for is read, once the last page's total says there is
 * one: the service works on the next answer while this worker decodes and checks the last. A page
 * asked for ahead and never used (the list ended sooner than its total said) is dropped.
 */
function lookingAhead(fetchPage: FetchPageBytes, hasPage: (page: number) => boolean): FetchPageBytes {
  const ahead = new Map<number, Promise<PageBytes>>();
  return (args) => {
    const answer = ahead.get(args.page) ?? fetchPage(args);
    ahead.delete(args.page);
    const next = args.page + 1;
    if (hasPage(next) && !ahead.has(next)) {
      const early = fetchPage({ ...args, page: next });
      // Its failure is the read's when its page is asked for, not before.
      early.catch(() => undefined);
      ahead.set(next, early);
    }
    return answer;
  };
}

/** Reads a whole list of `schema`'s pages, each page's records handed to `onRecords`. */
async function readList<R>(
  schema: v.GenericSchema<unknown, { results: R[]; total: number }>,
  { perPage, operation }: Omit<ColumnsRead, 'list'>,
  fetchPage: FetchPageBytes,
  signal: AbortSignal,
  collect: { getId: (record: R) => string; onRecords: (records: R[]) => void },
): Promise<WholeRead> {
  let total: number | undefined;
  const pages = lookingAhead(fetchPage, (page) => total !== undefined && (page - 1) * perPage < total);
  const read = await readPages(
    async (args) => {
      const page = decodePage(await pages(args), schema, args.perPage, operation);
      total = page.total;
      return page;
    },
    { perPage, signal, ...collect },
  );
  return { total: read.total, incomplete: read.incomplete };
}

type ReaderOf = {
  [L in ColumnsList]: (
    request: ColumnsRead<L>,
    fetchPage: FetchPageBytes,
    signal: AbortSignal,
  ) => Promise<WholeColumns<ColumnsOf[L]>>;
};

const readers: ReaderOf = {
  awards: async (request, fetchPage, signal) => {
    const awards = collectAwards();
    const read = await readList(vListBadgeAttributionsResponse, request, fetchPage, signal, {
      getId: (a) => a.id,
      onRecords: awards.add,
    });
    return { columns: awards.done(), ...read };
  },
  members: async (request, fetchPage, signal) => {
    const members = collectMembers();
    const read = await readList(vListMembersResponse, request, fetchPage, signal, {
      getId: (m) => m.id,
      onRecords: members.add,
    });
    return { columns: members.done(), ...read };
  },
};

export function readColumns<L extends ColumnsList>(
  request: ColumnsRead<L>,
  fetchPage: FetchPageBytes,
  signal: AbortSignal,
): Promise<WholeColumns<ColumnsOf[L]>> {
  const read = readers[request.list];
  return read(request, fetchPage, signal);
}
