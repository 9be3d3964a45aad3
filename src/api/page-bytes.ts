import * as v from 'valibot';
import type { FetchPage } from './fetch-all-pages';
import { trimPageBody } from './oversized-page';
import { keepValidRecords } from './record-validation';
import { answerBreaksContract, answerNotJson, validationIssues } from './validation-issues';

/**
 * A paged list read as its answers' bytes, to be parsed by a worker rather than by the page's
 * thread. The request still goes through the page's client (its key, timeout, sandbox and error
 * handling); only the body is left unread. A large community's whole lists are hundreds of
 * answers of up to a megabyte: parsing and checking them on the page's thread made the garbage
 * whose collections were the page's longest tasks.
 */
export interface PageBytes {
  bytes: ArrayBuffer;
  status: number;
}

export type FetchPageBytes = (args: Parameters<FetchPage<unknown>>[0]) => Promise<PageBytes>;

/** A list to read as bytes: how to ask for a page, how large a page, and its operation's name. */
export interface ListBytes {
  /** `METHOD /path/{template}`, as errors name operations. */
  operation: string;
  perPage: number;
  fetchPage: FetchPageBytes;
}

function isArrayBuffer(value: unknown): value is ArrayBuffer {
  // By tag, not instanceof: the buffer may come from another realm (a test's fetch).
  return Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}

/** The bytes of a generated SDK call made with `parseAs: 'arrayBuffer'`. */
export function pageBytesOf(result: { data: unknown; response: Response }): PageBytes {
  if (!isArrayBuffer(result.data)) throw new TypeError('The answer was not read as bytes.');
  return { bytes: result.data, status: result.response.status };
}

/**
 * A page from its answer's bytes, checked as the client checks a page it parses: JSON, trimmed to
 * the records asked for (oversized-page.ts), and matching the contract's schema, record by record
 * (record-validation.ts); else the same ApiError the client would give.
 */
export function decodePage<S extends v.GenericSchema>(
  answer: PageBytes,
  schema: S,
  perPage: number,
  operation: string,
): v.InferOutput<S> {
  const text = new TextDecoder().decode(answer.bytes);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch (error) {
    throw answerNotJson(operation, answer.status, error instanceof Error ? error.message : String(error));
  }
  const page = trimPageBody(body, perPage);
  const checked = v.safeParse(schema, page);
  if (checked.success) return checked.output;
  // A page whose envelope holds keeps its good records, as the client keeps them (record-validation.ts).
  const kept = keepValidRecords(page, checked);
  if (kept !== undefined && v.is(schema, kept)) return kept;
  throw answerBreaksContract(operation, answer.status, validationIssues(checked) ?? []);
}
