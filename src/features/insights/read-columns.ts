import { readPages, type IncompleteRead } from '../../api/fetch-all-pages';
import { vListBadgeAttributionsResponse, vListMembersResponse } from '../../api/generated/valibot.gen';
import { decodePage, type FetchPageBytes } from '../../api/page-bytes';
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

type ReaderOf = {
  [L in ColumnsList]: (
    request: ColumnsRead<L>,
    fetchPage: FetchPageBytes,
    signal: AbortSignal,
  ) => Promise<WholeColumns<ColumnsOf[L]>>;
};

const readers: ReaderOf = {
  awards: async ({ perPage, operation }, fetchPage, signal) => {
    const awards = collectAwards();
    const read = await readPages(
      async (args) =>
        decodePage(await fetchPage(args), vListBadgeAttributionsResponse, args.perPage, operation),
      { perPage, signal, getId: (a) => a.id, onRecords: awards.add },
    );
    return { columns: awards.done(), total: read.total, incomplete: read.incomplete };
  },
  members: async ({ perPage, operation }, fetchPage, signal) => {
    const members = collectMembers();
    const read = await readPages(
      async (args) => decodePage(await fetchPage(args), vListMembersResponse, args.perPage, operation),
      { perPage, signal, getId: (m) => m.id, onRecords: members.add },
    );
    return { columns: members.done(), total: read.total, incomplete: read.incomplete };
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
