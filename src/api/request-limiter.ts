/**
 * At most a few API requests are open at once; the others wait their turn, first come first
 * served. A page that asks for hundreds of reads at once (one per record of a long list) would
 * otherwise open them all: the service gets a burst it may answer with 429s, and the browser's
 * own connections (six per origin) are taken, so the page's scripts and images wait behind them.
 *
 * A request waiting for its turn that is given up (its signal aborts) leaves the queue at once,
 * rejected with the signal's reason, and is never sent.
 */

import { nextTurn } from '../lib/schedule';

/** How many API requests may be open at once: the connections a browser opens to one origin. */
export const MAX_REQUESTS_IN_FLIGHT = 6;

export interface RequestLimiter {
  /** Runs `send` when a place is free (at once if one is); the place is held until it settles. */
  run<T>(signal: AbortSignal | undefined, send: () => Promise<T>): Promise<T>;
  /**
   * As `run`, for a fetch: the place is held until the answer's body has been read to its end,
   * cancelled or broken (a response's headers come long before the last byte of a large body,
   * which is still a request open), or at the latest until `latest` aborts (a body nobody reads).
   */
  runToBodyEnd(
    signal: AbortSignal | undefined,
    send: () => Promise<Response>,
    latest?: AbortSignal,
  ): Promise<Response>;
  /** Requests open now. */
  readonly active: number;
  /** Requests waiting for a place. */
  readonly waiting: number;
}

/**
 * The answer with a body that calls `release` once it has been read to its end, cancelled or
 * broken, or when `latest` aborts; an answer without a body releases at once.
 */
function holdUntilRead(response: Response, release: () => void, latest?: AbortSignal): Response {
  const source = response.body;
  if (!source || response.status === 204 || response.headers.get('Content-Length') === '0') {
    release();
    return response;
  }
  if (latest?.aborted) release();
  else latest?.addEventListener('abort', release, { once: true });
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.close();
      } catch (error) {
        controller.error(error);
      }
      release();
    },
    // Freed a turn after the source has taken the cancel: the browser closes the request on its
    // network side after that, and the next one would otherwise leave while this one still closes.
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        nextTurn(release);
      }
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The request was aborted.', 'AbortError');
}

export function createRequestLimiter(max: number): RequestLimiter {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  const run = <T>(
    signal: AbortSignal | undefined,
    send: (release: () => void) => Promise<T>,
    holds: boolean,
  ): Promise<T> => {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const start = (): Promise<T> => {
      active += 1;
      let released = false;
      const once = () => {
        if (released) return;
        released = true;
        release();
      };
      let sent: Promise<T>;
      try {
        sent = send(once);
      } catch (error) {
        sent = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (!holds) return sent.finally(once);
      // A failed send frees its place at once; an answer held frees it when its body ends.
      sent.catch(once);
      return sent;
    };
    if (active < max) return start();
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(turn);
        if (index >= 0) queue.splice(index, 1);
        reject(abortReason(signal as AbortSignal));
      };
      const turn = () => {
        signal?.removeEventListener('abort', onAbort);
        start().then(resolve, reject);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(turn);
    });
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run: (signal, send) => run(signal, () => send(), false),
    runToBodyEnd: (signal, send, latest) =>
      run(signal, async (release) => holdUntilRead(await send(), release, latest), true),
  };
}

/** The API client's limiter (client.ts sends every request through it). */
export const apiRequests = createRequestLimiter(MAX_REQUESTS_IN_FLIGHT);
