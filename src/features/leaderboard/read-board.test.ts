import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from '../../api/errors';
import { isReadCancelled } from '../../api/fetch-all-pages';
import type { RawEntry } from './board';
import { readBoard, type BoardRead, type FetchBoardPage } from './read-board';

const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const board = (n: number): RawEntry[] =>
  Array.from({ length: n }, (_, i) => ({ wallet: wallet(i), metadata: { score: n - i } }));

function pagesOf(all: RawEntry[]): FetchBoardPage & { asked: number[] } {
  const asked: number[] = [];
  const fetchPage: FetchBoardPage = ({ page, perPage }) => {
    asked.push(page);
    return Promise.resolve(all.slice((page - 1) * perPage, page * perPage));
  };
  return Object.assign(fetchPage, { asked });
}

const signal = () => new AbortController().signal;

describe('readBoard', () => {
  it('reads page after page until a short page, reporting the board so far after each', async () => {
    const fetchPage = pagesOf(board(25));
    const seen: BoardRead[] = [];
    const read = await readBoard(fetchPage, 'score', {
      signal: signal(),
      pageSize: 10,
      onPage: (r) => seen.push(r),
    });
    expect(fetchPage.asked).toEqual([1, 2, 3]);
    expect(read).toMatchObject({ complete: true, truncated: false, repeats: 0 });
    expect(read.entries).toHaveLength(25);
    expect(read.entries[0]?.value).toBe(25);
    expect(seen.map((r) => [r.entries.length, r.complete])).toEqual([
      [10, false],
      [20, false],
    ]);
  });

  it('asks for one more page when the board fills its last page exactly', async () => {
    const fetchPage = pagesOf(board(20));
    const read = await readBoard(fetchPage, 'score', { signal: signal(), pageSize: 10 });
    expect(fetchPage.asked).toEqual([1, 2, 3]);
    expect(read.entries).toHaveLength(20);
  });

  it('stops at the limit and says the board may go on', async () => {
    const fetchPage = pagesOf(board(50));
    const read = await readBoard(fetchPage, 'score', { signal: signal(), pageSize: 10, limit: 30 });
    expect(fetchPage.asked).toEqual([1, 2, 3]);
    expect(read).toMatchObject({ complete: true, truncated: true });
    expect(read.entries).toHaveLength(30);
  });

  it('keeps an entry once when a new award shifts the pages under the read', async () => {
    const all = board(15);
    const fetchPage: FetchBoardPage = ({ page, perPage }) => {
      // Between page 1 and 2 an entry lands at the top: page 2 starts with the last of page 1.
      const list = page === 1 ? all : [{ wallet: wallet(99), metadata: { score: 99 } }, ...all];
      return Promise.resolve(list.slice((page - 1) * perPage, page * perPage));
    };
    const read = await readBoard(fetchPage, 'score', { signal: signal(), pageSize: 10 });
    expect(read.repeats).toBe(1);
    expect(new Set(read.entries.map((e) => e.key)).size).toBe(read.entries.length);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchPage: FetchBoardPage = ({ page }) => {
      if (page === 2) controller.abort();
      return Promise.resolve(board(10));
    };
    const error = await readBoard(fetchPage, 'score', { signal: controller.signal, pageSize: 10 }).catch(
      (e: unknown) => e,
    );
    expect(isReadCancelled(error)).toBe(true);
  });

  it('stops when a page adds no new entry (a service that ignores page) and says so', async () => {
    const first = board(10);
    let requests = 0;
    const read = await readBoard(
      () => {
        requests += 1;
        return Promise.resolve(first);
      },
      'score',
      { signal: signal(), pageSize: 10, limit: 1000 },
    );
    expect(requests).toBe(2);
    expect(read.entries).toHaveLength(10);
    expect(read).toMatchObject({ complete: true, incomplete: 'the service repeated a page; 10 read' });
  });

  it('reads past a first short page: a service that pages at 4 gives the whole board of 10', async () => {
    const all = board(10);
    const asked: number[] = [];
    const read = await readBoard(
      ({ page }) => {
        asked.push(page);
        return Promise.resolve(all.slice((page - 1) * 4, page * 4));
      },
      'score',
      { signal: signal(), pageSize: 10 },
    );
    expect(read.entries).toHaveLength(10);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('knows a board smaller than a page after one more, empty, page', async () => {
    const fetchPage = pagesOf(board(3));
    const read = await readBoard(fetchPage, 'score', { signal: signal(), pageSize: 10 });
    expect(read.entries).toHaveLength(3);
    expect(fetchPage.asked).toEqual([1, 2]);
  });
});

describe('readBoard when the service asks to wait', () => {
  it('repeats the page answered 429 after its Retry-After, and reads the whole board', async () => {
    vi.useFakeTimers();
    try {
      const fetchPage = pagesOf(board(25));
      let limited = false;
      const read = readBoard(
        (args) => {
          if (args.page === 2 && !limited) {
            limited = true;
            return Promise.reject(apiErrorFromBody(429, '', {}, 'GET /leaderboard', [], '2'));
          }
          return fetchPage(args);
        },
        'score',
        { signal: signal(), pageSize: 10 },
      );
      await vi.advanceTimersByTimeAsync(1900);
      expect(fetchPage.asked).toEqual([1]);
      await vi.advanceTimersByTimeAsync(200);
      const result = await read;
      expect(fetchPage.asked).toEqual([1, 2, 3]);
      expect(result.entries).toHaveLength(25);
      expect(result.complete).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
