/**
 * A page answered with more records than were asked for (10,000 to a request for 25) would be drawn
 * whole and hold the page for seconds. The client keeps the records asked for and marks the answer,
 * so the list can say that the service sent more.
 */

import { countResults } from './count-results';

/** How many records the service sent, and how many were kept. */
export interface TrimmedPage {
  sent: number;
  kept: number;
}

/** The mark on a trimmed page envelope: a name no answer of the service uses. */
const MARK = 'trimmedByClient';

function askedPerPage(request: Request): number | undefined {
  const value = Number(new URL(request.url).searchParams.get('perPage') ?? '');
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Trims a paged answer (an object with `results`) whose records outnumber the `perPage` of its
 * request. Any other answer is passed on untouched: plain arrays (the leaderboard, whose reader
 * handles a server that ignores paging) and requests without `perPage`.
 */
export async function trimOversizedPage(response: Response, request: Request): Promise<Response> {
  const perPage = askedPerPage(request);
  if (perPage === undefined || !response.ok || response.status === 204) return response;
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return response;
  const text = await response.clone().text();
  if (!text.trimStart().startsWith('{')) return response;
  // Counted without parsing: the client parses every answer once, and a page within its size
  // (nearly all of them) need not be parsed here too.
  const count = countResults(text);
  if (count !== undefined && count <= perPage) return response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response; // the client reports the broken JSON itself
  }
  const out = trimPageBody(body, perPage);
  if (out === body) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(out), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A parsed page envelope whose `results` outnumber `perPage`, trimmed to it and marked; any other
 * value as it was. For readers that parse an answer themselves (see page-bytes.ts).
 */
export function trimPageBody(body: unknown, perPage: number): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const results = (body as { results?: unknown }).results;
  if (!Array.isArray(results) || results.length <= perPage) return body;
  const trimmed: TrimmedPage = { sent: results.length, kept: perPage };
  return { ...body, results: results.slice(0, perPage), [MARK]: trimmed };
}

/** The trim of a page the client read, when its answer had to be trimmed. */
export function trimmedPageOf(data: unknown): TrimmedPage | undefined {
  if (typeof data !== 'object' || data === null || !(MARK in data)) return undefined;
  const mark = (data as Record<string, unknown>)[MARK];
  if (typeof mark !== 'object' || mark === null) return undefined;
  const { sent, kept } = mark as Partial<TrimmedPage>;
  return typeof sent === 'number' && typeof kept === 'number' ? { sent, kept } : undefined;
}

/** "The service sent 10,000 records for a page of 25; only the first 25 are shown." */
export function describeTrimmedPage({ sent, kept }: TrimmedPage): string {
  const count = new Intl.NumberFormat('en-US');
  return `The service sent ${count.format(sent)} records for a page of ${count.format(kept)}; only the first ${count.format(kept)} are shown.`;
}
