// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from './client';
import { ApiError } from './errors';
import { vListMembersResponse } from './generated/valibot.gen';
import { decodePage, type PageBytes } from './page-bytes';
import { memberListBytes } from './resources/members';

const member = (i: number) => ({
  id: `m${String(i)}`,
  wallet: `0x${i.toString(16).padStart(40, '0')}`,
  communityId: 'c1',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const OPERATION = 'GET /community/{id}/member';
const bytesOf = (text: string): PageBytes => ({ bytes: new TextEncoder().encode(text).buffer, status: 200 });

let answer: Response;
beforeEach(() => {
  applyConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1', apiKey: 'key' });
  vi.stubGlobal('fetch', () => Promise.resolve(answer.clone()));
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('a list read as bytes', () => {
  it('asks through the client and hands the answer over unread, then decodes it elsewhere', async () => {
    answer = json({ total: 2, perPage: 1000, page: 1, results: [member(1), member(2)] });
    const parse = vi.spyOn(JSON, 'parse');
    const source = memberListBytes('c1');
    expect(source).toMatchObject({ operation: OPERATION, perPage: 1000 });
    const page = await source.fetchPage({ page: 1, perPage: 1000, signal: new AbortController().signal });
    expect(page.status).toBe(200);
    expect(parse.mock.calls.filter(([text]) => text.includes('m1'))).toHaveLength(0);
    const decoded = decodePage(page, vListMembersResponse, 1000, OPERATION);
    expect(decoded.results.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('is cut after the records asked for, so the rest of an oversized answer is never handed over', async () => {
    const results = Array.from({ length: 10_000 }, (_, i) => member(i));
    answer = json({ total: 10_000, perPage: 10_000, page: 1, results });
    const whole = new TextEncoder().encode(JSON.stringify(await answer.clone().json())).length;
    const page = await memberListBytes('c1').fetchPage({
      page: 1,
      perPage: 1000,
      signal: new AbortController().signal,
    });
    expect(page.bytes.byteLength).toBeLessThan(whole / 5);
    const decoded = decodePage(page, vListMembersResponse, 1000, OPERATION);
    expect(decoded.results).toHaveLength(1000);
    expect(decoded.results.at(-1)?.id).toBe('m999');
    expect(decoded.total).toBe(10_000);
  });

  it('fails as the client fails: an HTTP error with the server’s message, and a page that is not JSON', async () => {
    answer = json({ statusCode: 500, message: 'The member store is down' }, 500);
    const source = memberListBytes('c1');
    const signal = new AbortController().signal;
    await expect(source.fetchPage({ page: 1, perPage: 1000, signal })).rejects.toMatchObject({
      status: 500,
      message: expect.stringContaining('The member store is down') as unknown,
    });
    answer = new Response('<html>Sign in</html>', { headers: { 'Content-Type': 'text/html' } });
    await expect(source.fetchPage({ page: 1, perPage: 1000, signal })).rejects.toThrow(
      /text\/html instead of JSON/,
    );
  });
});

describe('decoding a page', () => {
  it('trims a page with more records than asked for to the page size', () => {
    const results = Array.from({ length: 30 }, (_, i) => member(i));
    const page = decodePage(
      bytesOf(JSON.stringify({ total: 30, page: 1, perPage: 30, results })),
      vListMembersResponse,
      25,
      OPERATION,
    );
    expect(page.results).toHaveLength(25);
    expect(page.results[24]?.id).toBe('m24');
  });

  it('names broken JSON and a page that breaks the contract, with the operation and the field', () => {
    const broken = () =>
      decodePage(bytesOf('{"total": 3, "results": ['), vListMembersResponse, 25, OPERATION);
    expect(broken).toThrow(ApiError);
    expect(broken).toThrow(`The answer to ${OPERATION} is not valid JSON`);
    const wrong = () =>
      decodePage(
        bytesOf(JSON.stringify({ total: 'many', results: [] })),
        vListMembersResponse,
        25,
        OPERATION,
      );
    expect(wrong).toThrow(`The response of ${OPERATION} does not match the API contract: total:`);
    try {
      wrong();
    } catch (error) {
      expect(error).toMatchObject({ kind: 'validation', status: 200, operation: OPERATION });
    }
  });
});
