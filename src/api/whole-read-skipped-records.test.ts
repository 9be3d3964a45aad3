// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from './client';
import { describeIncompleteRead } from './fetch-all-pages';
import { fetchAllMembers } from './resources/members';

/** The service pages at 2 records, whatever is asked for, as a service may. */
const PAGE = 2;
const members = [
  { id: 'm0' },
  { id: 'm1' },
  { id: 'm2', wallet: 12 },
  { id: 'm3' },
  { id: 'm4', role: 'admin' },
];

let asked: number[] = [];
beforeEach(() => {
  asked = [];
  applyConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1', apiKey: 'key' });
  vi.stubGlobal('fetch', (request: Request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    asked.push(page);
    const results = members.slice((page - 1) * PAGE, page * PAGE);
    return Promise.resolve(
      new Response(JSON.stringify({ total: members.length, page, perPage: PAGE, results }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a whole read with a record that breaks the contract', () => {
  it('keeps the other records, reads no page past the end, and says which record it left out and why', async () => {
    const all = await fetchAllMembers('c1', undefined, { signal: new AbortController().signal });
    expect(all.items.map((m) => m.id)).toEqual(['m0', 'm1', 'm3', 'm4']);
    expect(asked).toEqual([1, 2, 3]);
    expect(all.incomplete).toMatchObject({
      reason: 'invalid-records',
      read: 4,
      total: 5,
      skipped: { count: 1, first: { index: 0, id: 'm2' } },
    });
    expect(describeIncompleteRead(all.incomplete!)).toBe(
      '1 record does not match the API contract and was left out (id m2, wallet: expected string, received 12); 4 of 5 read',
    );
  });
});
