/**
 * A page answered with more records than were asked for (10,000 to a request for 25) would be drawn
 * whole and hold the page for seconds. The client keeps the records asked for and marks the answer,
 * so the list can say that the service sent more. A list the service answers as a plain array is
 * kept to its `perPage` the same way (the leaderboard), or, when it has no paging (webhooks, a
 * badge's rewards), to UNPAGED_LIST_LIMIT.
 */

import { getConnection } from './credentials';
import { closeCutList, scanListBytes, type CutListScan, type ListShape } from './list-bytes-scan';

/** How many records the service sent, and how many were kept. */
export interface TrimmedPage {
  /** Absent when the answer was not read past the records kept: the service sent more. */
  sent?: number;
  kept: number;
  /** False for a list without paging, which the service answers whole. */
  paged?: boolean;
  /**
   * The envelope's `total` came after the records, in the part of the answer not read: the page
   * holds the records kept and no further page is offered.
   */
  totalUnread?: boolean;
}

/** The records kept of a list without paging: far more than an account has of such a list. */
export const UNPAGED_LIST_LIMIT = 100;

/** The part of a generated SDK call's options that shapes its parsed answer. */
export interface AnswerShaping {
  responseTransformer?: (data: unknown) => Promise<unknown>;
}

/** The mark on a trimmed page envelope: a name no answer of the service uses. */
const MARK = 'trimmedByClient';

/** A positive whole number the request's query gives `name`, if any. */
function askedNumber(request: Request, name: string): number | undefined {
  const value = Number(new URL(request.url).searchParams.get(name) ?? '');
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The fields of a page envelope (PageEnvelope in the contract). */
const PAGE_FIELDS = ['total', 'perPage', 'page'] as const;

/**
 * Trims a paged answer (an object with `results`) whose records outnumber the `perPage` of its
 * request, and a plain-array answer longer than its `perPage` or, without one, UNPAGED_LIST_LIMIT.
 * The array's mark is set on the parsed answer (`shaping`, the call's options: JSON text has no
 * place for it). Any other answer is passed on as it came.
 *
 * The body is read here as bytes and scanned as it streams (list-bytes-scan.ts): never decoded to
 * text and never parsed here, and not read past the records kept, so an answer of tens of
 * megabytes costs the page's thread a few short slices; the client parses only what is kept.
 */
export async function trimOversizedPage(
  response: Response,
  request: Request,
  shaping?: AnswerShaping,
): Promise<Response> {
  if (!response.ok || response.status === 204 || !response.body) return response;
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return response;
  const perPage = askedNumber(request, 'perPage');
  // An envelope answered to a request without a page size is the service's own page: kept whole.
  const keep = (shape: ListShape) => perPage ?? (shape === 'array' ? UNPAGED_LIST_LIMIT : Infinity);
  const afterCut = getConnection()?.mode === 'sandbox' ? 'drain' : 'cancel';
  const { bytes, scan } = await scanListBytes(response.body, keep, afterCut);
  if (scan?.read === 'cut') {
    return scan.shape === 'array'
      ? cutArray(response, bytes, scan, perPage, shaping)
      : cutEnvelope(response, bytes, scan, keep('envelope'), askedNumber(request, 'page') ?? 1);
  }
  if (scan || perPage === undefined) return answerWith(response, bytes);
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

/**
 * A page envelope cut after `perPage` records, marked. An envelope field that came after its list
 * was not read: its paging is then the request's (`page`, `perPage`) and its `total` ends at this
 * page, and the mark says so rather than guessing what the service would have said.
 */
function cutEnvelope(
  response: Response,
  bytes: Uint8Array,
  scan: CutListScan,
  perPage: number,
  page: number,
): Response {
  const unread = PAGE_FIELDS.filter((field) => !scan.fieldsBefore.has(field));
  const mark: TrimmedPage = { kept: perPage, ...(unread.includes('total') ? { totalUnread: true } : {}) };
  const standIns = { total: (page - 1) * perPage + perPage, perPage, page };
  const fields = [[MARK, mark] as const, ...unread.map((field) => [field, standIns[field]] as const)];
  const text = fields.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`).join('');
  return answerWith(response, closeCutList(bytes, scan, new TextEncoder().encode(text)));
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

function cutArray(
  response: Response,
  bytes: Uint8Array,
  scan: CutListScan,
  perPage: number | undefined,
  shaping: AnswerShaping | undefined,
): Response {
  const trimmed: TrimmedPage = { kept: perPage ?? UNPAGED_LIST_LIMIT, ...(perPage ? {} : { paged: false }) };
  if (shaping) {
    const shape = shaping.responseTransformer;
    shaping.responseTransformer = async (data) => markedList(shape ? await shape(data) : data, trimmed);
  }
  return answerWith(response, closeCutList(bytes, scan));
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
  const { sent, kept, paged, totalUnread } = mark as Partial<TrimmedPage>;
  if (typeof kept !== 'number' || (sent !== undefined && typeof sent !== 'number')) return undefined;
  return {
    ...(sent === undefined ? {} : { sent }),
    kept,
    ...(paged === false ? { paged } : {}),
    ...(totalUnread === true ? { totalUnread } : {}),
  };
}

/**
 * "The service sent 10,000 records for a page of 25; only the first 25 are shown.", or "more than
 * 25" when the rest of the answer was not read.
 */
export function describeTrimmedPage({ sent, kept, paged, totalUnread }: TrimmedPage): string {
  const count = new Intl.NumberFormat('en-US');
  const records = sent === undefined ? `more than ${count.format(kept)}` : count.format(sent);
  const shown = `only the first ${count.format(kept)} are shown.`;
  const line =
    paged === false
      ? `The service sent ${records} records; ${shown}`
      : `The service sent ${records} records for a page of ${count.format(kept)}; ${shown}`;
  return totalUnread
    ? `${line} Its total came after them and was not read, so no further page is offered.`
    : line;
}
