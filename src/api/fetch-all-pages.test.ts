import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from './errors';
import { describeIncompleteRead, fetchAllPages, isReadCancelled, readPages, type FetchPage } from './fetch-all-pages';

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

  it('reads past a short page until the records read reach the total (a service that pages at 100)', async () => {
    const data = rows(640);
    const asked: number[] = [];
    const result = await fetchAllPages<Row>(
      ({ page }) => {
        asked.push(page);
        return Promise.resolve({
          total: 640,
          perPage: 100,
          results: data.slice((page - 1) * 100, page * 100),
        });
      },
      { getId: (r) => r.id },
    );
    expect(result.items).toHaveLength(640);
    expect(result.items.at(-1)).toEqual({ id: 'r640' });
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.incomplete).toBeUndefined();
  });

  it('stops on an empty page before the total and says the list ended early', async () => {
    const data = rows(150);
    const asked: number[] = [];
    const result = await fetchAllPages<Row>(
      ({ page }) => {
        asked.push(page);
        return Promise.resolve({ total: 400, results: data.slice((page - 1) * 100, page * 100) });
      },
      { getId: (r) => r.id },
    );
    expect(result.items).toHaveLength(150);
    expect(asked).toEqual([1, 2, 3]);
    expect(result.incomplete).toEqual({ reason: 'ended-early', read: 150, total: 400 });
    expect(describeIncompleteRead({ reason: 'ended-early', read: 150, total: 400 })).toBe(
      'the service ended the list early; 150 of 400 read',
    );
  });

  it('stops when a page adds no new record (a service that ignores page) and says so', async () => {
    const first = rows(100);
    let requests = 0;
    const result = await fetchAllPages<Row>(
      () => {
        requests += 1;
        if (requests > 50) throw new Error('still reading');
        return Promise.resolve({ total: 1e9, perPage: 100, results: first });
      },
      { getId: (r) => r.id },
    );
    expect(requests).toBe(2);
    expect(result.items).toHaveLength(100);
    expect(result.incomplete).toEqual({ reason: 'repeated-page', read: 100, total: 1e9 });
    expect(describeIncompleteRead({ reason: 'repeated-page', read: 100, total: 1e9 })).toBe(
      'the service repeated a page; 100 of 1,000,000,000 read',
    );
  });

  it('stops on a repeated page without ids to tell records apart', async () => {
    let requests = 0;
    const result = await fetchAllPages<Row>(() => {
      requests += 1;
      if (requests > 50) throw new Error('still reading');
      return Promise.resolve({ total: 5000, results: rows(1000) });
    });
    expect(requests).toBe(2);
    expect(result.incomplete?.reason).toBe('repeated-page');
  });
});

describe('fetchAllPages when the service asks to wait', () => {
  it('repeats the page answered 429 after its Retry-After, and completes the read', async () => {
    vi.useFakeTimers();
    try {
      const data = rows(2500);
      const { asked, fetchPage } = pagedList(() => data);
      let limited = false;
      const read = fetchAllPages<Row>((args) => {
        if (args.page === 2 && !limited) {
          limited = true;
          asked.push({ page: args.page, perPage: args.perPage });
          return Promise.reject(
            apiErrorFromBody(
              429,
              '',
              { message: 'Too Many Requests' },
              'GET /community/{id}/member',
              [],
              '3',
            ),
          );
        }
        return fetchPage(args);
      });
      await vi.advanceTimersByTimeAsync(2900);
      expect(asked.map((a) => a.page)).toEqual([1, 2]);
      await vi.advanceTimersByTimeAsync(200);
      const result = await read;
      expect(result.items).toHaveLength(2500);
      expect(result.incomplete).toBeUndefined();
      expect(asked.map((a) => a.page)).toEqual([1, 2, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readPages over a list of plain arrays (no total)', () => {
  /** A plain-array list over `all`, paged at `pageSize` whatever size is asked for. */
  function arrayList(all: Row[], pageSize?: number) {
    const asked: number[] = [];
    const fetchPage = ({ page, perPage }: { page: number; perPage: number }) => {
      asked.push(page);
      const size = pageSize ?? perPage;
      return Promise.resolve(all.slice((page - 1) * size, page * size));
    };
    return { asked, fetchPage };
  }

  const stream = (options: Partial<Parameters<typeof readPages<Row>>[1]> = {}) => {
    const kept: Row[] = [];
    const between: number[] = [];
    return {
      kept,
      between,
      options: {
        getId: (r: Row) => r.id,
        onRecords: (records: Row[]) => {
          kept.push(...records);
        },
        beforeNextPage: ({ pages }: { pages: number }) => {
          between.push(pages);
        },
        ...options,
      },
    };
  };

  it('ends on a page shorter than a longer one before it, calling beforeNextPage between pages only', async () => {
    const { asked, fetchPage } = arrayList(rows(25));
    const { kept, between, options } = stream({ perPage: 10 });
    const read = await readPages(fetchPage, options);
    expect(asked).toEqual([1, 2, 3]);
    expect(kept).toHaveLength(25);
    expect(between).toEqual([1, 2]);
    expect(read).toEqual({ read: 25, pages: 3, total: 25, repeats: 0 });
  });

  it('reads past a first short page (the service pages at 4) and ends on an empty page', async () => {
    const { asked, fetchPage } = arrayList(rows(8), 4);
    const { kept, options } = stream({ perPage: 10 });
    const read = await readPages(fetchPage, options);
    expect(kept).toHaveLength(8);
    expect(asked).toEqual([1, 2, 3]);
    expect(read.incomplete).toBeUndefined();
  });

  it('stops on a repeated page and says so without a total', async () => {
    let requests = 0;
    const { options } = stream({ perPage: 10 });
    const read = await readPages(() => {
      requests += 1;
      if (requests > 50) throw new Error('still reading');
      return Promise.resolve(rows(10));
    }, options);
    expect(requests).toBe(2);
    expect(read.incomplete).toEqual({ reason: 'repeated-page', read: 10 });
    expect(describeIncompleteRead({ reason: 'repeated-page', read: 10 })).toBe(
      'the service repeated a page; 10 read',
    );
  });

  it('stops at the limit and marks the read as cut there', async () => {
    const { asked, fetchPage } = arrayList(rows(50));
    const { options } = stream({ perPage: 10, limit: 30 });
    const read = await readPages(fetchPage, options);
    expect(asked).toEqual([1, 2, 3]);
    expect(read).toMatchObject({ read: 30, cut: 'limit' });
  });

  it('reaching the limit on the last page is a whole read, not a cut one', async () => {
    const { fetchPage } = arrayList(rows(25));
    const { options } = stream({ perPage: 10, limit: 25 });
    const read = await readPages(fetchPage, options);
    expect(read.cut).toBeUndefined();
    expect(read.read).toBe(25);
  });
});

describe('readPages when its caller has enough', () => {
  it('stops after the page that satisfied it, asking for no more', async () => {
    const data = rows(3000);
    const { asked, fetchPage } = pagedList(() => data);
    let found: Row | undefined;
    const read = await readPages(fetchPage, {
      perPage: 1000,
      getId: (r) => r.id,
      onRecords: (records) => {
        found ??= records.find((r) => r.id === 'r1500');
      },
      enough: () => found !== undefined,
    });
    expect(found).toEqual({ id: 'r1500' });
    expect(asked.map((a) => a.page)).toEqual([1, 2]);
    expect(read).toMatchObject({ pages: 2, cut: 'enough' });
    expect(read.incomplete).toBeUndefined();
  });
});
