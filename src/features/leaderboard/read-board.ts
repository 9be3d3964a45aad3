import { ReadCancelled } from '../../api/fetch-all-pages';
import { honourServerWaits } from '../../api/read-retry';
import { describeSkippedRecords, skippedRecordsTally } from '../../api/record-validation';
import { yieldToMain } from '../../lib/schedule';
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

export async function readBoard(
  fetchPage: FetchBoardPage,
  metric: Metric,
  options: ReadBoardOptions,
): Promise<BoardRead> {
  const { signal, onPage } = options;
  const pageSize = options.pageSize ?? BOARD_PAGE_SIZE;
  const limit = options.limit ?? BOARD_LIMIT;
  const ranker = createBoardRanker();
  let count = 0;
  const seen = new Set<string>();
  let repeats = 0;
  /** The longest page the service has answered so far. */
  let longest = 0;
  /** Entries that break the contract, left out of the board and named in its notes. */
  const skipped = skippedRecordsTally();
  const stopIfCancelled = () => {
    if (signal.aborted) throw new ReadCancelled();
  };
  for (let page = 1; ; page++) {
    stopIfCancelled();
    // A 429 on a page repeats that page after the wait the service asked (read-retry.ts).
    const rows = await honourServerWaits(() => fetchPage({ page, perPage: pageSize, signal }), signal);
    stopIfCancelled();
    const sent = rows.length + skipped.add(rows).sent;
    const fresh: BoardEntry[] = [];
    for (const raw of rows) {
      const entry = toBoardEntry(raw, metric);
      // An entry without a wallet cannot be told apart from another: keep each, by its position.
      if (entry.key === '') entry.key = `#${String(count + fresh.length)}`;
      if (seen.has(entry.key)) {
        repeats += 1;
        continue;
      }
      seen.add(entry.key);
      fresh.push(entry);
    }
    ranker.add(fresh);
    count += fresh.length;
    if (rows.length > 0 && fresh.length === 0) {
      // A service that ignores `page` answers its first page forever: stop, and say the board is
      // not whole rather than read until the limit (never, when every entry repeats).
      const read = new Intl.NumberFormat('en-US').format(count);
      return {
        entries: ranker.snapshot(),
        complete: true,
        truncated: false,
        repeats,
        incomplete: `the service repeated a page; ${read} read`,
      };
    }
    // Without a total, a page shorter than asked is the end only when the service has shown it
    // pages longer than that: a first short page may be the service's own page size (a service
    // that pages at 100 would otherwise give a board of 100), so one more page is read to know.
    const last = sent === 0 || (sent < pageSize && sent < longest);
    longest = Math.max(longest, sent);
    const full = count >= limit;
    if (last || full) {
      const left = skipped.result();
      return {
        ...(left ? { incomplete: describeSkippedRecords(left) } : {}),
        // Cut at the limit, the board is ranked once more: an entry past the cut may have tied
        // with the last one kept, or carried the only value.
        entries: full ? rankBoard(ranker.snapshot().slice(0, limit)) : ranker.snapshot(),
        complete: true,
        truncated: full && !last,
        repeats,
      };
    }
    onPage?.({ entries: ranker.snapshot(), complete: false, truncated: false, repeats });
    await yieldToMain();
  }
}
