/**
 * A page answered with more records than were asked for (10,000 to a request for 25) would be drawn
 * whole and hold the page for seconds. The client keeps the records asked for and marks the answer,
 * so the list can say that the service sent more. A list the service answers as a plain array is
 * kept to its `perPage` the same way (the leaderboard), or, when it has no paging (webhooks, a
 * badge's rewards), to UNPAGED_LIST_LIMIT.
 */

import { cutListBytes, scanListBytes, type ListScan } from './list-bytes-scan';

/** How many records the service sent, and how many were kept. */
export interface TrimmedPage {
  sent: number;
  kept: number;
  /** False for a list without paging, which the service answers whole. */
  paged?: boolean;
}

/** The records kept of a list without paging: far more than an account has of such a list. */
export const UNPAGED_LIST_LIMIT = 100;

/** The part of a generated SDK call's options that shapes its parsed answer. */
export interface AnswerShaping {
  responseTransformer?: (data: unknown) => Promise<unknown>;
}

/** The mark on a trimmed page envelope: a name no answer of the service uses. */
const MARK = 'trimmedByClient';

function askedPerPage(request: Request): number | undefined {
  const value = Number(new URL(request.url).searchParams.get('perPage') ?? '');
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Trims a paged answer (an object with `results`) whose records outnumber the `perPage` of its
 * request, and a plain-array answer longer than its `perPage` or, without one, UNPAGED_LIST_LIMIT.
 * The array's mark is set on the parsed answer (`shaping`, the call's options: JSON text has no
 * place for it). Any other answer is passed on as it came.
 *
 * The body is read here as bytes and scanned as it streams (list-bytes-scan.ts): never decoded to
 * text and never parsed here, so an answer of tens of megabytes costs the page's thread a few
 * short slices; the client parses only what is kept.
 */
export async function trimOversizedPage(
  response: Response,
  request: Request,
  shaping?: AnswerShaping,
): Promise<Response> {
  if (!response.ok || response.status === 204 || !response.body) return response;
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return response;
  const perPage = askedPerPage(request);
  const { bytes, scan } = await scanListBytes(response.body, perPage ?? UNPAGED_LIST_LIMIT);
  if (scan?.shape === 'array') return trimOversizedArray(response, bytes, scan, perPage, shaping);
  if (perPage === undefined || (scan && scan.count <= perPage)) return answerWith(response, bytes);
  if (scan?.cutAt !== undefined) {
    const mark: TrimmedPage = { sent: scan.count, kept: perPage };
    const field = new TextEncoder().encode(`${JSON.stringify(MARK)}:${JSON.stringify(mark)},`);
    return answerWith(response, cutListBytes(bytes, scan, field));
  }
  // Only a parser can tell this answer's records (see ListScanner): it is parsed as before.
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return answerWith(response, bytes); // the client reports the broken JSON itself
  }
  const out = trimPageBody(parsed, perPage);
  return out === parsed ? answerWith(response, bytes) : answerWith(response, JSON.stringify(out));
}

function answerWith(response: Response, body: BodyInit): Response {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function trimOversizedArray(
  response: Response,
  bytes: Uint8Array<ArrayBuffer>,
  scan: ListScan,
  perPage: number | undefined,
  shaping: AnswerShaping | undefined,
): Response {
  if (scan.cutAt === undefined) return answerWith(response, bytes);
  const limit = perPage ?? UNPAGED_LIST_LIMIT;
  const trimmed: TrimmedPage = { sent: scan.count, kept: limit, ...(perPage ? {} : { paged: false }) };
  if (shaping) {
    const shape = shaping.responseTransformer;
    shaping.responseTransformer = async (data) => markedList(shape ? await shape(data) : data, trimmed);
  }
  return answerWith(response, cutListBytes(bytes, scan));
}

/**
 * An array with the trim's mark. The mark is an own enumerable key, so TanStack Query's structural
 * sharing, which rebuilds plain arrays only, keeps this array (and its mark) as it is.
 */
function markedList(data: unknown, trimmed: TrimmedPage): unknown {
  return Array.isArray(data) ? Object.assign(data.slice(), { [MARK]: trimmed }) : data;
}

/**
 * A parsed page envelope whose `results` outnumber `perPage`, trimmed to it and marked; any other
 * value as it was. For readers that parse an answer themselves (see page-bytes.ts).
 */
export function trimPageBody(body: unknown, perPage: number): unknown {
  if (Array.isArray(body))
    return body.length <= perPage
      ? body
      : markedList(body.slice(0, perPage), { sent: body.length, kept: perPage });
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
  const { sent, kept, paged } = mark as Partial<TrimmedPage>;
  if (typeof sent !== 'number' || typeof kept !== 'number') return undefined;
  return paged === false ? { sent, kept, paged } : { sent, kept };
}

/** "The service sent 10,000 records for a page of 25; only the first 25 are shown." */
export function describeTrimmedPage({ sent, kept, paged }: TrimmedPage): string {
  const count = new Intl.NumberFormat('en-US');
  if (paged === false)
    return `The service sent ${count.format(sent)} records; only the first ${count.format(kept)} are shown.`;
  return `The service sent ${count.format(sent)} records for a page of ${count.format(kept)}; only the first ${count.format(kept)} are shown.`;
}
