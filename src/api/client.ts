import { runtimeConfig } from '../config/runtime';
import { getConnection, setCurrentConnection, type Connection } from './credentials';
import { ApiError, apiErrorFromBody, toApiError } from './errors';
import { adoptFirstRequest } from './first-request';
import { client } from './generated/client.gen';
import { trimOversizedPage } from './oversized-page';
import { refuseDotSegmentIds } from './path-ids';
import { checkAnswerRecordByRecord } from './record-validation';
import { apiRequests } from './request-limiter';
import { sendToTheEnd } from './send-to-the-end';
import { answerBreaksContract, answerNotJson, describeIssues, validationIssues } from './validation-issues';
import { journalClientWrites } from './write-journal';

/**
 * Every failure of a generated SDK call passes through here and leaves as one ApiError
 * (docs/api-behaviour.md, Errors): HTTP errors with the server's message, network failures, a request body
 * that fails its schema (nothing was sent), and a response that does not match the contract
 * (named with the operation and the field, so the page shows a clear error instead of breaking).
 */
client.interceptors.error.use((error, response, _request, options) => {
  const operation = `${options.method} ${options.url}`;
  const issues = validationIssues(error);
  if (issues) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) {
      // Request issues are rooted at `body.`, `query.` or `path.`; forms know fields by their own name.
      const field = issue.path.join('.').replace(/^(body|query|path)\./, '');
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return response
      ? answerBreaksContract(operation, response.status, issues)
      : new ApiError({
          status: 0,
          kind: 'validation',
          operation,
          fieldErrors,
          message: `The request was not sent: ${describeIssues(issues)}`,
        });
  }
  if (response && !response.ok)
    return apiErrorFromBody(
      response.status,
      response.statusText,
      error,
      operation,
      [],
      response.headers.get('Retry-After'),
    );
  // By name: the parser's SyntaxError may come from another realm than this module's global.
  if (response && error instanceof Error && error.name === 'SyntaxError') {
    return answerNotJson(operation, response.status, error.message);
  }
  return toApiError(error, operation);
});

/**
 * Every operation of the API answers JSON. A success answer of another type (an HTML page, as a
 * proxy's login page or a misrouted URL sends) would otherwise reach the page as a string: lists
 * would wait forever and records would show empty. It fails here instead, with the type named.
 */
client.interceptors.response.use((response, request) => {
  if (!response.ok || response.status === 204 || response.headers.get('Content-Length') === '0')
    return response;
  const type = response.headers.get('Content-Type') ?? '';
  if (/^application\/([\w.+-]*\+)?json\b/i.test(type)) return response;
  const path = new URL(request.url).pathname;
  // Its body is read and dropped, which frees the request's place (request-limiter.ts); not
  // cancelled, as the sandbox's service worker must not see a body cancelled (send-to-the-end.ts).
  response.arrayBuffer().catch(() => undefined);
  throw new ApiError({
    status: response.status,
    kind: 'validation',
    operation: `${request.method} ${path}`,
    message: `The server answered ${request.method} ${path} with ${type.split(';')[0] || 'no content type'} instead of JSON. Is the base URL right, or is a proxy or login page in the way?`,
  });
});

/** Path ids are checked before anything is sent (see `refuseDotSegmentIds`). */
client.interceptors.request.use((request, options) => {
  refuseDotSegmentIds(options.path, `${options.method} ${options.url}`);
  return request;
});

/**
 * A read's answer is checked record by record: a list keeps its good records and marks the bad
 * ones, a detail answer stays strict (record-validation.ts).
 */
client.interceptors.request.use((request, options) => {
  if (request.method === 'GET') checkAnswerRecordByRecord(options);
  return request;
});

/**
 * More records than the page asked for are trimmed to it, and the answer says so (oversized-page.ts).
 * An answer read as bytes for a worker (page-bytes.ts) is cut the same way, on its bytes and never
 * decoded here, so the rest of an oversized one is not read either: read whole, each of the
 * overview's whole reads copied tens of megabytes into the page, in tasks of a second and more.
 * Its reader parses what is kept elsewhere; a page envelope needs no call options for its mark.
 */
client.interceptors.response.use((response, request, options) =>
  trimOversizedPage(response, request, options.parseAs === 'arrayBuffer' ? undefined : options),
);

/** Every write and its outcome go to the journal of changes (registered last: it sees the ApiError). */
journalClientWrites(client);

let ready: Promise<unknown> = Promise.resolve();

/**
 * Holds API requests until `gate` settles. In sandbox mode the app renders at once while the
 * sandbox's service worker starts, and only the requests wait for it.
 */
export function holdRequestsUntil(gate: Promise<unknown>): void {
  ready = gate;
  // A failure surfaces on each request that awaits it (as that request's error), not as a stray rejection.
  gate.catch(() => undefined);
}

/** Resolves when API requests may go out (used by plain fetches, e.g. the sandbox controls). */
export function whenApiReady(): Promise<unknown> {
  return ready;
}

/**
 * Every API request gives up after the configured time (public/config.js, `requestTimeoutMs`), so
 * a server that never answers ends in an error with a retry instead of a page that waits forever.
 * The caller's own signal (a page that unmounts) still cancels it first.
 */
function withTimeout(request: Request, timeout: AbortSignal): Request {
  if (typeof AbortSignal.any !== 'function') return request;
  return new Request(request, { signal: AbortSignal.any([request.signal, timeout]) });
}

client.setConfig({
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    await ready;
    const timeout = AbortSignal.timeout(runtimeConfig.requestTimeoutMs);
    const request = withTimeout(new Request(input, init), timeout);
    const early = await adoptFirstRequest(request);
    if (early) return early;
    // The sandbox's requests are given up by their caller, never aborted, unless they time out
    // (send-to-the-end.ts says why).
    // At most a few requests are open at once (request-limiter.ts), each until its answer's body
    // has been read, cancelled or timed out; one given up while it waits is never sent.
    const send = (sent: Request) =>
      apiRequests.runToBodyEnd(request.signal, () => globalThis.fetch(sent), timeout);
    return getConnection()?.mode === 'sandbox' ? sendToTheEnd(request, send, timeout) : send(request);
  },
});

/** Points the client at a connection (or none). Callers clear the query cache on a switch. */
export function applyConnection(connection: Connection | null): void {
  setCurrentConnection(connection);
  client.setConfig({ baseUrl: connection?.baseUrl ?? '' });
}

export { client };
