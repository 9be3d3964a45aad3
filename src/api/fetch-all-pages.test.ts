import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, isReadCancelled, type FetchPage } from './fetch-all-pages';

interface Row {
  id: string;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}` }));

/** A paged list over `source`, recording the pages asked for. */
function pagedList(source: () => Row[]) {
  const asked: { page: number; perPage: number }[] = [];
  const fetchPage: FetchPage<Row> = ({ page, perPage }) => {
    asked.push({ page, perPage });
    const all = source();
    return Promise.resolve({ total: all.length, results: all.slice((page - 1) * perPage, page * perPage) });
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('reads every page in order with the largest page size and reports progress after each', async () => {
    const data = rows(2500);
    const { asked, fetchPage } = pagedList(() => data);
    const progress = vi.fn();
    const result = await fetchAllPages(fetchPage, { onProgress: progress });
    expect(result.items).toHaveLength(2500);
    expect(result.items.at(-1)).toEqual({ id: 'r2500' });
    expect(result.total).toBe(2500);
    expect(asked).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 1000 },
      { page: 3, perPage: 1000 },
    ]);
    expect(progress.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      { loaded: 1000, total: 2500, pages: 1 },
      { loaded: 2000, total: 2500, pages: 2 },
      { loaded: 2500, total: 2500, pages: 3 },
    ]);
  });

  it('stops after one request when the list fits in a page, and reads an empty list once', async () => {
    const small = pagedList(() => rows(3));
    expect((await fetchAllPages(small.fetchPage)).items).toHaveLength(3);
    expect(small.asked).toHaveLength(1);
    const empty = pagedList(() => []);
    expect(await fetchAllPages(empty.fetchPage)).toEqual({ items: [], total: 0, repeats: 0 });
    expect(empty.asked).toHaveLength(1);
  });

  it('never asks for more than 1000 records a page', async () => {
    const { asked, fetchPage } = pagedList(() => rows(10));
    await fetchAllPages(fetchPage, { perPage: 5000 });
    expect(asked[0]?.perPage).toBe(1000);
  });

  it('keeps a record once when an addition shifts it onto the next page, and counts the repeat', async () => {
    let data = rows(4);
    const { fetchPage } = pagedList(() => data);
    const result = await fetchAllPages(
      async (args) => {
        const answer = await fetchPage(args);
        if (args.page === 1) data = [{ id: 'new' }, ...data]; // newest first: everything moves down one
        return answer;
      },
      { perPage: 2, getId: (r) => r.id },
    );
    expect(result.items.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(result.repeats).toBe(1);
    expect(result.total).toBe(5);
  });

  it('ends with ReadCancelled when the signal aborts between pages, without asking for more', async () => {
    const controller = new AbortController();
    const { asked, fetchPage } = pagedList(() => rows(3000));
    const read = fetchAllPages(fetchPage, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(read).rejects.toSatisfy(isReadCancelled);
    expect(asked).toHaveLength(1);
  });

  it('passes a failed page on as it is', async () => {
    const failure = new Error('boom');
    await expect(fetchAllPages(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
