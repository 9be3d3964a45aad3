// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from '../client';
import { ATTRIBUTION_READ_PAGE_SIZE, fetchAllAttributions } from './attributions';

const attribution = (i: number) => ({
  id: `a${String(i)}`,
  wallet: `0x${i.toString(16).padStart(40, '0')}`,
  earnedAt: '2026-01-01T00:00:00.000Z',
});

const TOTAL = 600;
let asked: URL[] = [];
beforeEach(() => {
  asked = [];
  applyConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1', apiKey: 'key' });
  vi.stubGlobal('fetch', (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('perPage'));
    const first = (page - 1) * perPage;
    const results = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - first)) }, (_, i) =>
      attribution(first + i),
    );
    return Promise.resolve(
      new Response(JSON.stringify({ total: TOTAL, page, perPage, results }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('reading every attribution of a badge', () => {
  it('asks for pages small enough to read and parse in a few milliseconds, and reads them all', async () => {
    const all = await fetchAllAttributions('c1', 'b1', { signal: new AbortController().signal });
    expect(ATTRIBUTION_READ_PAGE_SIZE).toBeLessThanOrEqual(250);
    expect(asked.map((url) => url.searchParams.get('perPage'))).toEqual(
      asked.map(() => String(ATTRIBUTION_READ_PAGE_SIZE)),
    );
    expect(asked).toHaveLength(Math.ceil(TOTAL / ATTRIBUTION_READ_PAGE_SIZE));
    expect(all.items.map((a) => a.id)).toEqual(Array.from({ length: TOTAL }, (_, i) => `a${String(i)}`));
  });
});
