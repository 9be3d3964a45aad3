/**
 * A hostile API for the security spec: the sandbox HTTP server's real answers (so every page has
 * data in the shapes it expects), bent by the modes asked for. The app is connected to it in live
 * mode on a same-origin path that `page.route` answers.
 *
 * - `poison`: every URL field turned into a script URL and every name into HTML;
 * - `short-pages`: lists paged at 100 records whatever page size is asked for (the answer's
 *   `perPage` says 100), as a service with a lower cap would;
 * - `repeating-pages`: `page` ignored (every request gets the first page) and a `total` of 1e9;
 * - `oversized`: 10,000 records in every answer of a tag list, whatever page size is asked for (one
 *   list, so the pages around it load as usual);
 * - `dot-ids`: the first member of every tag's member list has the id `..`;
 * - `oversized-all`: 10,000 records in the answer of every list, paged or a plain array, whatever
 *   page size is asked for (padOversizedList). These answers (tens of megabytes) are served by a
 *   local HTTP server the request is sent on to (servePadded), as a real service streams them:
 *   handed to `route.fulfill`, each took Playwright seconds to pass to the browser whole.
 * - `retry-after`: the first answer to each request (method, path and query) is 429 with
 *   `Retry-After: 3` (HOSTILE_RETRY_AFTER_S), as a rate limiter sends; the same request sent again
 *   is forwarded (rateLimitedFirst).
 * - `formulas`: every name and text field (a member's ENS name, a badge's title and description…)
 *   holds one of FORMULA_CELLS in turn: formulas after a line break, after spaces, in full-width
 *   forms, after a tab (withFormulas).
 * - `resets`: 3 writes in 10 (the 2nd, 5th and 8th of every ten: resetsWrite) are forwarded to the
 *   sandbox server, which applies them, and then their connection is reset, so the page never gets
 *   the answer. (`page.route` cannot send half a body; the page sees what a body cut mid-way gives
 *   it too: fetch fails with a TypeError.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { FORMULA_CELLS } from '../../src/lib/csv/test-formula-cells';
import { CONNECTION_KEY } from './app';
import { LIVE_BASE_URL, LIVE_KEY } from './requests';

/** What every URL field says. */
export const SCRIPT_URL = 'javascript:alert(1)';
/** What every name, title and label says. */
export const NAME_PAYLOAD = '<img src=x onerror=alert(1)>';
/** What every description says: markup that would set window.__pwned if it ever became HTML. */
export const TEXT_PAYLOAD = '"><script>window.__pwned=1</script><svg onload="window.__pwned=1">';

const HOSTILE_PATH = '/hostile-api/v1';

// URL fields are rewritten even when the record has none (null), so every page gets some.
const URL_KEY = /(url|uri|image|logo|website|twitter|icon|banner|link|href)$/i;
const NAME_KEY = /(name|title|label|symbol)$/i;
const TEXT_KEY = /(description|bio|about|summary|criteria|note)$/i;

/** How many fields the hostile API has rewritten so far, by kind. */
export interface Poisoned {
  urls: number;
  names: number;
  texts: number;
}

export type HostileMode =
  | 'poison'
  | 'short-pages'
  | 'repeating-pages'
  | 'oversized'
  | 'dot-ids'
  | 'oversized-all'
  | 'retry-after'
  | 'resets'
  | 'formulas';

/** What the hostile API did: the fields it poisoned, and every request it took (`GET /community/…?…`). */
export interface HostileLog extends Poisoned {
  requests: string[];
  /** How many fields `formulas` filled with a formula. */
  formulas: number;
}

/** The page size of `short-pages`. */
export const SHORT_PAGE = 100;
/** The total of `repeating-pages`. */
export const REPEATED_TOTAL = 1e9;
/** The records of every answer of `oversized`. */
const OVERSIZED_COUNT = 10_000;

const TAG_LIST = /^\/community\/[^/]+\/tag$/;

/** The request to forward: `short-pages` asks for 100 at most, `repeating-pages` for page 1 always. */
function forwardedSearch(search: URLSearchParams, path: string, modes: ReadonlySet<HostileMode>): string {
  const out = new URLSearchParams(search);
  if (modes.has('short-pages') && out.has('perPage'))
    out.set('perPage', String(Math.min(Number(out.get('perPage')), SHORT_PAGE)));
  if (modes.has('repeating-pages') && out.has('page')) out.set('page', '1');
  if (modes.has('oversized') && TAG_LIST.test(path)) out.set('perPage', '1000');

  const text = out.toString();
  return text ? `?${text}` : '';
}

interface Envelope {
  total: number;
  perPage: number;
  page: number;
  results: { id?: unknown }[];
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && Array.isArray((value as Envelope).results);
}

/** A paged answer bent by the modes: padded to 10,000 records, told 1e9, given a `..` id. */
function bend(answer: unknown, path: string, modes: ReadonlySet<HostileMode>): unknown {
  if (!isEnvelope(answer)) return answer;
  let out: Envelope = answer;
  if (modes.has('oversized') && TAG_LIST.test(path) && out.results.length > 0) {
    const source = out.results;
    const results = Array.from({ length: OVERSIZED_COUNT }, (_, i) => {
      const record = source[i % source.length] ?? {};
      return i < source.length ? record : { ...record, id: `${String(record.id)}-extra-${String(i)}` };
    });
    out = { ...out, results, total: Math.max(out.total, OVERSIZED_COUNT), perPage: OVERSIZED_COUNT };
  }
  if (modes.has('repeating-pages')) out = { ...out, total: REPEATED_TOTAL };
  if (modes.has('dot-ids') && /\/tag\/[^/]+\/member$/.test(path) && out.results[0]) {
    out = { ...out, results: [{ ...out.results[0], id: '..' }, ...out.results.slice(1)] };
  }
  return out;
}

/** `count` records made of `source`'s, the copies given ids of their own. */
function padRecords(source: readonly unknown[], count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const record = source[i % source.length];
    if (i < source.length || typeof record !== 'object' || record === null) return record;
    const id = (record as { id?: unknown }).id;
    return typeof id === 'string' ? { ...record, id: `${id}-extra-${String(i)}` } : record;
  });
}

/**
 * `oversized-all`: every non-empty list answer, a page envelope or a plain array (webhooks, rewards,
 * a leaderboard), holds OVERSIZED_COUNT records, and an envelope's total and perPage say so.
 */
function padOversizedList(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.length > 0 ? padRecords(answer, OVERSIZED_COUNT) : answer;
  if (!isEnvelope(answer) || answer.results.length === 0) return answer;
  const results = padRecords(answer.results, OVERSIZED_COUNT);
  return { ...answer, results, total: Math.max(answer.total, OVERSIZED_COUNT), perPage: OVERSIZED_COUNT };
}

/** The wait `retry-after` asks for, in seconds. */
export const HOSTILE_RETRY_AFTER_S = 3;

/**
 * `retry-after`: a 429 with Retry-After for the first time each request (`METHOD /path?query`) is
 * seen, kept in `seen`; undefined (forward it) when the same request comes again.
 */
function rateLimitedFirst(seen: Set<string>, request: string) {
  if (seen.has(request)) return undefined;
  seen.add(request);
  return {
    status: 429,
    headers: { 'Retry-After': String(HOSTILE_RETRY_AFTER_S) },
    json: { statusCode: 429, message: 'Too Many Requests', error: 'Too Many Requests' },
  };
}

/**
 * A record with the optional URL and name fields it lacks added (as null, so they are poisoned
 * below), so that every logo, image, link and avatar of every page is exercised. The client's
 * validation drops the fields a record type does not have.
 */
function withEveryField(record: object): object {
  if (!('id' in record)) return record;
  const member = 'wallet' in record;
  return {
    logo: null,
    image: null,
    website: null,
    twitter: null,
    ...(member ? { ensName: null } : {}),
    ...record,
    ...(member && !('avatar' in record && record.avatar) ? { avatar: { image: null, name: null } } : {}),
  };
}

/** Every string of the answer, rewritten by its key (ids, addresses, statuses and dates stay). */
export function poison(value: unknown, tally: Poisoned, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, tally, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(withEveryField(value)).map(([k, v]) => [k, poison(v, tally, k)]),
    );
  }
  if (value === null && URL_KEY.test(key)) {
    tally.urls++;
    return SCRIPT_URL;
  }
  if (value === null && NAME_KEY.test(key)) {
    tally.names++;
    return NAME_PAYLOAD;
  }
  if (typeof value !== 'string') return value;
  if (URL_KEY.test(key) || /^(https?|ipfs):/i.test(value)) {
    tally.urls++;
    return SCRIPT_URL;
  }
  if (NAME_KEY.test(key)) {
    tally.names++;
    return NAME_PAYLOAD;
  }
  if (TEXT_KEY.test(key)) {
    tally.texts++;
    return TEXT_PAYLOAD;
  }
  return value;
}

/** `formulas`: every name and text field of the answer (a missing ENS name too) holds a formula. */
export function withFormulas(value: unknown, log: HostileLog, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withFormulas(item, log, key));
  if (value && typeof value === 'object') {
    const record = 'wallet' in value && 'id' in value ? { ensName: null, ...value } : value;
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withFormulas(v, log, k)]));
  }
  if ((value === null || typeof value === 'string') && (NAME_KEY.test(key) || TEXT_KEY.test(key)))
    return FORMULA_CELLS[log.formulas++ % FORMULA_CELLS.length];
  return value;
}

/**
 * Connects the app (before it starts) to the hostile API at `<origin>/hostile-api/v1`, which
 * forwards each request to the sandbox HTTP server and bends its JSON answer by `modes` (poison by
 * default). The log tells the test that hostile data was really served, and what was asked.
 */
export async function connectToHostileApi(
  page: Page,
  origin: string,
  modes: readonly HostileMode[] = ['poison'],
): Promise<HostileLog> {
  const log: HostileLog = { urls: 0, names: 0, texts: 0, requests: [], formulas: 0 };
  const active = new Set(modes);
  const rateLimited = new Set<string>();
  const resetWrite = resetsWrite();
  const padded = active.has('oversized-all') ? await servePadded(page, active) : undefined;
  await page.route(`${origin}${HOSTILE_PATH}/**`, async (route) => {
    const request = route.request();
    // The path as the page sent it: a `..` folded by the browser shows here as its parent.
    const url = new URL(request.url());
    const path = url.pathname.slice(HOSTILE_PATH.length);
    log.requests.push(`${request.method()} ${path}${url.search}`);
    const limited = active.has('retry-after')
      ? rateLimitedFirst(rateLimited, `${request.method()} ${path}${url.search}`)
      : undefined;
    if (limited) return await route.fulfill(limited);
    // Sent on to the local server, unseen by the page.
    if (padded && request.method() === 'GET')
      return route.continue({ url: padded + path + forwardedSearch(url.searchParams, path, active) });
    try {
      const response = await route.fetch({
        url: LIVE_BASE_URL + path + forwardedSearch(url.searchParams, path, active),
        headers: { ...request.headers(), 'x-api-key': LIVE_KEY },
      });
      if (active.has('resets') && resetWrite(request.method())) {
        return await route.abort('connectionreset');
      }
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('json')) return await route.fulfill({ response });
      let answer = bend(await response.json(), path, active);
      if (active.has('oversized-all')) answer = padOversizedList(answer);
      if (active.has('poison')) answer = poison(answer, log);
      if (active.has('formulas')) answer = withFormulas(answer, log);
      return await route.fulfill({ response, json: answer });
    } catch (error) {
      // A read the page still had on its way when the test ended (the pages keep reading in the
      // background) has nobody left to answer; any other failure is the test's.
      if (error instanceof Error && /Test ended|has been closed|has been disposed/.test(error.message))
        return undefined;
      throw error;
    }
  });
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    CONNECTION_KEY,
    JSON.stringify({ mode: 'live', baseUrl: `${origin}${HOSTILE_PATH}`, apiKey: LIVE_KEY }),
  ] as const);
  return log;
}

/**
 * `oversized-all`'s server, on a port of its own for this page (closed with it): forwards each read
 * to the sandbox HTTP server and answers its JSON padded (padOversizedList; the other modes' bends
 * but `poison` and `formulas`). Returns its origin.
 */
async function servePadded(page: Page, modes: ReadonlySet<HostileMode>): Promise<string> {
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    void (async () => {
      try {
        const response = await fetch(LIVE_BASE_URL + path, {
          method: incoming.method,
          headers: { 'x-api-key': LIVE_KEY, accept: 'application/json' },
        });
        const type = response.headers.get('content-type') ?? '';
        const text = await response.text();
        const body = type.includes('json')
          ? JSON.stringify(padOversizedList(bend(JSON.parse(text), path.split('?')[0] ?? '', modes)))
          : text;
        outgoing.writeHead(response.status, { 'content-type': type || 'text/plain' });
        outgoing.end(body);
      } catch (error) {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page.once('close', () => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

/**
 * `resets`: whether the answer to this request is lost after the sandbox applied it: writes are
 * counted from 1, and the 2nd, 5th and 8th of every ten lose theirs (30%, the same on every run).
 */
function resetsWrite(): (method: string) => boolean {
  let writes = 0;
  return (method) => {
    if (method === 'GET') return false;
    writes += 1;
    return [2, 5, 8].includes(writes % 10);
  };
}
