import { describeIncompleteRead, readPages, type IncompleteRead } from '../../api/fetch-all-pages';
import { describeSkippedRecords } from '../../api/record-validation';
import {
  rankBoard,
  toBoardEntry,
  type BoardEntry,
  type Metric,
  type RankedEntry,
  type RawEntry,
} from './board';
import { createBoardRanker } from './board-ranker';

/**
 * The whole board, read page after page.
 *
 * Why all of it: the operation pages with page/perPage but answers a plain array with no total, and
 * the page needs the whole board anyway: a tie that starts on one page and ends on the next shares
 * one rank, the histogram shows every value, and a snapshot freezes every entry. Asking for one
 * more row than a page shows would page the table, but ranks near page breaks, the distribution and
 * the count would all be guesses. So the board is read in pages of 1000 (the largest page the
 * service is asked for), one request at a time, with a yield to the browser between pages; the
 * table shows the first page as soon as it arrives (its ranks are already final, see `rankBoard`).
 * Each page is ranked as it arrives (board-ranker.ts), so the board so far never has to be ranked
 * again on the main thread. Boards beyond BOARD_LIMIT are cut there, and the page says so.
 */

export const BOARD_PAGE_SIZE = 1000;
/** 100 requests of 1000: twice the largest board seen (the sandbox.s large preset has one of 50,000). */
export const BOARD_LIMIT = 100_000;

export interface BoardRead {
  /** The entries read, in the service's order, with their ranks over the board read so far. */
  entries: RankedEntry[];
  /** Every page has been read (or the limit reached). */
  complete: boolean;
  /** The limit was reached with more entries possibly left unread. */
  truncated: boolean;
  /** Entries that came twice (the board moved between two pages) and were kept once. */
  repeats: number;
  /** Why the read stopped before the board's end, in words (a page that added no new entry). */
  incomplete?: string;
}

export type FetchBoardPage = (args: {
  page: number;
  perPage: number;
  signal: AbortSignal;
}) => Promise<RawEntry[]>;

export interface ReadBoardOptions {
  signal: AbortSignal;
  /** Called after each page with the board so far (complete: false until the end). */
  onPage?: (read: BoardRead) => void;
  pageSize?: number;
  limit?: number;
}

/** The entry's key: its wallet in lower case, or none for an entry without one. */
function walletKey(raw: RawEntry): string | undefined {
  return raw.wallet ? raw.wallet.toLowerCase() : undefined;
}

/** The board's notes from the reader's: why it is not whole, in words. */
function boardNotes(incomplete: IncompleteRead | undefined): string | undefined {
  if (!incomplete) return undefined;
  if (incomplete.reason === 'invalid-records' && incomplete.skipped)
    return describeSkippedRecords(incomplete.skipped);
  return describeIncompleteRead(incomplete);
}

export async function readBoard(
  fetchPage: FetchBoardPage,
  metric: Metric,
  options: ReadBoardOptions,
): Promise<BoardRead> {
  const { signal, onPage } = options;
  const limit = options.limit ?? BOARD_LIMIT;
  const ranker = createBoardRanker();
  let count = 0;
  // The board answers a plain array without a total: the reader ends it on a short page after a
  // longer one, on a page that adds no new entry, or at the limit (fetch-all-pages.ts).
  const read = await readPages(fetchPage, {
    perPage: options.pageSize ?? BOARD_PAGE_SIZE,
    signal,
    limit,
    getId: walletKey,
    onRecords: (rows) => {
      const fresh: BoardEntry[] = rows.map((raw) => {
        const entry = toBoardEntry(raw, metric);
        // An entry without a wallet cannot be told apart from another: keep each, by its position.
        if (entry.key === '') entry.key = `#${String(count)}`;
        count += 1;
        return entry;
      });
      ranker.add(fresh);
    },
    beforeNextPage: ({ repeats }) =>
      onPage?.({ entries: ranker.snapshot(), complete: false, truncated: false, repeats }),
  });
  const notes = boardNotes(read.incomplete);
  const full = read.read >= limit;
  return {
    ...(notes ? { incomplete: notes } : {}),
    // Cut at the limit, the board is ranked once more: an entry past the cut may have tied with
    // the last one kept, or carried the only value.
    entries: full ? rankBoard(ranker.snapshot().slice(0, limit)) : ranker.snapshot(),
    complete: true,
    truncated: read.cut === 'limit',
    repeats: read.repeats,
  };
}
