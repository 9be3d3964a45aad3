// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from './client';
import { getBadgeLeaderboard, listMembers, listWebhooks } from './generated/sdk.gen';
import { describeTrimmedPage, trimmedPageOf, UNPAGED_LIST_LIMIT } from './oversized-page';

const member = (i: number) => ({
  id: `m${String(i)}`,
  wallet: `0x${i.toString(16).padStart(40, '0')}`,
  communityId: 'c1',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let answer: unknown;
beforeEach(() => {
  applyConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1', apiKey: 'key' });
  vi.stubGlobal('fetch', () => Promise.resolve(json(answer)));
});
afterEach(() => vi.unstubAllGlobals());

describe('an answer with more records than the page asked for', () => {
  it('is trimmed to the page size asked for, and says how many the service sent', async () => {
    answer = {
      total: 10_000,
      perPage: 10_000,
      page: 1,
      results: Array.from({ length: 10_000 }, (_, i) => member(i)),
    };
    const { data } = await listMembers({ path: { id: 'c1' }, query: { page: 1, perPage: 25 } });
    expect(data?.results).toHaveLength(25);
    expect(data?.results[24]?.id).toBe('m24');
    // The rest of the answer was not read, so how many it held is not known.
    const trimmed = trimmedPageOf(data);
    expect(trimmed).toEqual({ kept: 25 });
    expect(trimmed && describeTrimmedPage(trimmed)).toBe(
      'The service sent more than 25 records for a page of 25; only the first 25 are shown.',
    );
    expect(describeTrimmedPage({ sent: 10_000, kept: 25 })).toBe(
      'The service sent 10,000 records for a page of 25; only the first 25 are shown.',
    );
  });

  it('is not read past the records kept', async () => {
    const text = JSON.stringify({
      total: 10_000,
      perPage: 10_000,
      page: 1,
      results: Array.from({ length: 10_000 }, (_, i) => member(i)),
    });
    const bytes = new TextEncoder().encode(text);
    const seen = { pulled: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = bytes.slice(seen.pulled, seen.pulled + 4096);
          seen.pulled += chunk.length;
          if (chunk.length > 0) controller.enqueue(chunk);
          else controller.close();
        },
        cancel() {
          seen.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } })),
    );
    const { data } = await listMembers({ path: { id: 'c1' }, query: { page: 1, perPage: 25 } });
    expect(data?.results).toHaveLength(25);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(bytes.length / 100);
  });

  it('whose envelope fields come after its records: keeps the page asked for and says its total was not read', async () => {
    answer = {
      results: Array.from({ length: 10_000 }, (_, i) => member(i)),
      total: 10_000,
      perPage: 10_000,
      page: 3,
    };
    const { data, error } = await listMembers({ path: { id: 'c1' }, query: { page: 3, perPage: 25 } });
    expect(error).toBeUndefined();
    expect(data?.results).toHaveLength(25);
    expect(data?.results[0]?.id).toBe('m0');
    // Nothing of what followed the records is taken as said: this page is the last one offered.
    expect(data).toMatchObject({ total: 75, perPage: 25, page: 3 });
    const trimmed = trimmedPageOf(data);
    expect(trimmed).toEqual({ kept: 25, totalUnread: true });
    expect(trimmed && describeTrimmedPage(trimmed)).toBe(
      'The service sent more than 25 records for a page of 25; only the first 25 are shown. ' +
        'Its total came after them and was not read, so no further page is offered.',
    );
  });

  it('is cut without being parsed whole, and keeps the envelope and the records asked for', async () => {
    answer = {
      total: 10_000,
      perPage: 10_000,
      page: 3,
      results: Array.from({ length: 10_000 }, (_, i) => ({ ...member(i), ensName: `a,]"} ${String(i)}` })),
    };
    const parse = vi.spyOn(JSON, 'parse');
    const { data } = await listMembers({ path: { id: 'c1' }, query: { page: 3, perPage: 25 } });
    expect(parse.mock.calls.filter(([text]) => text.length > 1_000_000)).toHaveLength(0);
    expect(data?.results.map((m) => m.ensName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `a,]"} ${String(i)}`),
    );
    expect(data).toMatchObject({ total: 10_000, page: 3 });
    expect(trimmedPageOf(data)).toEqual({ kept: 25 });
  });

  it('is left alone when it fits the page', async () => {
    answer = { total: 3, perPage: 25, page: 1, results: [member(1), member(2), member(3)] };
    const { data } = await listMembers({ path: { id: 'c1' }, query: { page: 1, perPage: 25 } });
    expect(data?.results).toHaveLength(3);
    expect(trimmedPageOf(data)).toBeUndefined();
  });

  it('is parsed once, by the client, when it fits the page', async () => {
    answer = {
      total: 1000,
      perPage: 1000,
      page: 1,
      results: Array.from({ length: 1000 }, (_, i) => member(i)),
    };
    const parse = vi.spyOn(JSON, 'parse');
    const { data } = await listMembers({ path: { id: 'c1' }, query: { page: 1, perPage: 1000 } });
    expect(data?.results).toHaveLength(1000);
    expect(parse.mock.calls.filter(([text]) => text.length > 1000)).toHaveLength(1);
  });
});

const webhook = (i: number) => ({
  id: `w${String(i)}`,
  events: ['account.created'],
  callbackUrl: `https://hooks.example.test/${String(i)}`,
  signingKey: 'key',
});

describe('a plain-array answer with more records than a list can hold', () => {
  it('a list without paging (webhooks) keeps its first records and says how many the service sent', async () => {
    answer = Array.from({ length: 10_000 }, (_, i) => webhook(i));
    const { data } = await listWebhooks({ throwOnError: true });
    expect(data).toHaveLength(UNPAGED_LIST_LIMIT);
    expect(data[0]?.id).toBe('w0');
    const trimmed = trimmedPageOf(data);
    expect(trimmed).toEqual({ kept: UNPAGED_LIST_LIMIT, paged: false });
    expect(trimmed && describeTrimmedPage(trimmed)).toBe(
      'The service sent more than 100 records; only the first 100 are shown.',
    );
  });

  it('a paged plain array (a leaderboard) keeps the page asked for', async () => {
    answer = Array.from({ length: 10_000 }, (_, i) => ({
      name: `n${String(i)}`,
      wallet: `0x${i.toString(16).padStart(40, '0')}`,
      earnedAt: '2026-01-01T00:00:00.000Z',
      claimedAt: null,
    }));
    const { data } = await getBadgeLeaderboard({
      path: { id: 'c1', badgeId: 'b1' },
      query: { page: 1, perPage: 50 },
      throwOnError: true,
    });
    expect(data).toHaveLength(50);
    expect(trimmedPageOf(data)).toEqual({ kept: 50 });
  });

  it('is left alone when it fits', async () => {
    answer = [webhook(1), webhook(2)];
    const { data } = await listWebhooks({ throwOnError: true });
    expect(data).toHaveLength(2);
    expect(trimmedPageOf(data)).toBeUndefined();
  });
});
