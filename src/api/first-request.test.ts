// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITIES_PER_PAGE } from '../features/communities/api';
import { applyConnection } from './client';
import { listCommunities } from './generated/sdk.gen';

const BASE_URL = 'https://api.example.test/v1';
const KEY = 'live-key';
const STORAGE_KEY = 'badge-console:connection';

/** The early-request snippet of index.html, as the browser runs it. */
const snippet = (() => {
  const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .find((body) => body.includes('__badgeConsoleFirstRequest'));
  if (!script) throw new Error('index.html has no early-request snippet');
  return script;
})();

const page = { results: [{ id: 'early', name: 'From the early request' }], total: 1, page: 1, perPage: 25 };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function runSnippet(path: string, connection: unknown) {
  window.history.replaceState(null, '', path);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(connection));
  const early = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(json(page)),
  );
  vi.stubGlobal('fetch', early);
  // Indirect eval: the snippet runs in the global scope, as in the page.
  (0, eval)(snippet);
  return early;
}

const live = { mode: 'live', baseUrl: BASE_URL, apiKey: KEY };

describe('the landing list requested from index.html', () => {
  beforeEach(() => applyConnection({ mode: 'live', baseUrl: BASE_URL, apiKey: KEY }));
  afterEach(() => {
    delete window.__badgeConsoleFirstRequest;
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is the very request the app makes, adopted without a second fetch', async () => {
    const early = runSnippet('/communities', live);
    expect(early).toHaveBeenCalledTimes(1);
    expect(early.mock.calls[0]?.[1]).toEqual({ headers: { 'X-Api-Key': KEY } });
    const network = vi.fn(() => Promise.resolve(json({ ...page, results: [] })));
    vi.stubGlobal('fetch', network);

    const { data } = await listCommunities({
      query: { page: 1, perPage: COMMUNITIES_PER_PAGE },
      throwOnError: true,
    });
    expect(data.results[0]?.id).toBe('early');
    expect(network).not.toHaveBeenCalled();
    // Used once: the next read goes to the network.
    await listCommunities({ query: { page: 1, perPage: COMMUNITIES_PER_PAGE }, throwOnError: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is not adopted by a request it does not match, and is then discarded', async () => {
    runSnippet('/communities', live);
    const network = vi.fn(() => Promise.resolve(json({ ...page, results: [] })));
    vi.stubGlobal('fetch', network);
    const { data } = await listCommunities({ query: { page: 2, perPage: 25 }, throwOnError: true });
    expect(data.results).toEqual([]);
    expect(network).toHaveBeenCalledTimes(1);
    expect(window.__badgeConsoleFirstRequest).toBeUndefined();
  });

  it('falls back to the network when the early request failed', async () => {
    runSnippet('/communities', live);
    const first = window.__badgeConsoleFirstRequest;
    if (!first) throw new Error('no early request');
    first.response = Promise.reject(new TypeError('Failed to fetch'));
    const network = vi.fn(() => Promise.resolve(json(page)));
    vi.stubGlobal('fetch', network);
    await listCommunities({ query: { page: 1, perPage: COMMUNITIES_PER_PAGE }, throwOnError: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another page', '/communities/abc/members', live],
    ['a list with parameters', '/communities?page=2', live],
    ['sandbox mode', '/communities', { mode: 'sandbox' }],
    ['a damaged connection', '/communities', { mode: 'live', baseUrl: BASE_URL }],
  ])('starts nothing on %s', (_name, path, connection) => {
    const early = runSnippet(path, connection);
    expect(early).not.toHaveBeenCalled();
    expect(window.__badgeConsoleFirstRequest).toBeUndefined();
  });
});
