import { describe, expect, it } from 'vitest';
import type { FetchPageBytes, PageBytes } from '../../api/page-bytes';
import { readColumns } from './read-columns';

const bytesOf = (body: unknown): PageBytes => ({
  bytes: new TextEncoder().encode(JSON.stringify(body)).buffer,
  status: 200,
});

const award = (i: number, claimed: boolean) => ({
  id: `a${String(i)}`,
  earnedAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
  claimedAt: claimed ? new Date(Date.UTC(2026, 10, 2 + i)).toISOString() : null,
});

/** A service holding `records`, paged as asked; `pageOf` may change what a page number gives. */
function service(
  records: readonly object[],
  pageOf = (page: number) => page,
): { fetchPage: FetchPageBytes; asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    fetchPage: ({ page, perPage }) => {
      asked.push(page);
      const start = (pageOf(page) - 1) * perPage;
      const results = records.slice(start, start + perPage);
      return Promise.resolve(bytesOf({ total: records.length, page, perPage, results }));
    },
  };
}

const signal = () => new AbortController().signal;
const AWARDS = {
  list: 'awards',
  perPage: 2,
  operation: 'GET /community/{id}/badge/{badgeId}/attribution',
} as const;

describe('reading a whole list into columns from its pages’ bytes', () => {
  it('keeps the times of each award, page after page', async () => {
    const records = [award(0, true), award(1, false), award(2, true), { id: 'a3' }];
    const { fetchPage, asked } = service(records);
    const read = await readColumns(AWARDS, fetchPage, signal());
    expect(asked).toEqual([1, 2]);
    expect(read.total).toBe(4);
    expect(read.incomplete).toBeUndefined();
    expect([...read.columns.earnedAt]).toEqual([0, 1, 2].map((i) => Date.UTC(2026, 10, 1 + i)));
    expect([...read.columns.claimedAt]).toEqual([Date.UTC(2026, 10, 2), Number.NaN, Date.UTC(2026, 10, 4)]);
  });

  it('asks for the next page while the one before is read: each page once, none past the total', async () => {
    const records = Array.from({ length: 7 }, (_, i) => award(i, true));
    const { fetchPage: answer, asked } = service(records);
    let open = 0;
    let most = 0;
    const fetchPage: FetchPageBytes = async (args) => {
      open++;
      most = Math.max(most, open);
      try {
        return await answer(args);
      } finally {
        open--;
      }
    };
    const read = await readColumns(AWARDS, fetchPage, signal());
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(read.columns.earnedAt).toHaveLength(7);
  });

  it('says the list is not whole when the service repeats its first page', async () => {
    const records = Array.from({ length: 5 }, (_, i) => award(i, false));
    const read = await readColumns(AWARDS, service(records, () => 1).fetchPage, signal());
    expect(read.columns.earnedAt).toHaveLength(2);
    expect(read.incomplete).toEqual({ reason: 'repeated-page', read: 2, total: 5 });
  });

  it('keeps each member’s creation time and add method', async () => {
    const members = [
      { id: 'm1', createdAt: '2026-10-01T00:00:00Z', addMethod: 'bulk' },
      { id: 'm2', createdAt: '2026-10-02T00:00:00Z' },
    ];
    const read = await readColumns(
      { list: 'members', perPage: 1000, operation: 'GET /community/{id}/member' },
      service(members).fetchPage,
      signal(),
    );
    expect([...read.columns.createdAt]).toEqual([Date.UTC(2026, 9, 1), Date.UTC(2026, 9, 2)]);
    expect(read.columns.methods[read.columns.method[0] ?? -1]).toBe('bulk');
  });

  it('ends with the contract’s complaint when a page’s envelope breaks it, naming the operation', async () => {
    const fetchPage: FetchPageBytes = () =>
      Promise.resolve(bytesOf({ total: 'one', page: 1, perPage: 2, results: [{ id: 7 }] }));
    await expect(readColumns(AWARDS, fetchPage, signal())).rejects.toThrow(
      /^The response of GET \/community\/\{id\}\/badge\/\{badgeId\}\/attribution does not match the API contract: total/,
    );
  });

  it('leaves out a record that breaks the contract and says so, reading the rest', async () => {
    const fetchPage: FetchPageBytes = () =>
      Promise.resolve(bytesOf({ total: 1, page: 1, perPage: 2, results: [{ id: 7 }] }));
    const read = await readColumns(AWARDS, fetchPage, signal());
    expect(read.incomplete).toMatchObject({
      reason: 'invalid-records',
      read: 0,
      total: 1,
      skipped: { count: 1, first: { index: 0, id: '7', issues: [{ field: 'id', expected: 'string' }] } },
    });
  });
});
