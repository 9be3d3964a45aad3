/**
 * At most a few API requests are open at once; the others wait their turn, first come first
 * served. A page that asks for hundreds of reads at once (one per record of a long list) would
 * otherwise open them all: the service gets a burst it may answer with 429s, and the browser's
 * own connections (six per origin) are taken, so the page's scripts and images wait behind them.
 *
 * A request waiting for its turn that is given up (its signal aborts) leaves the queue at once,
 * rejected with the signal's reason, and is never sent.
 */

/** How many API requests may be open at once: the connections a browser opens to one origin. */
export const MAX_REQUESTS_IN_FLIGHT = 6;

export interface RequestLimiter {
  /** Runs `send` when a place is free (at once if one is); the place is held until it settles. */
  run<T>(signal: AbortSignal | undefined, send: () => Promise<T>): Promise<T>;
  /** Requests open now. */
  readonly active: number;
  /** Requests waiting for a place. */
  readonly waiting: number;
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

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(signal: AbortSignal | undefined, send: () => Promise<T>): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      const start = (): Promise<T> => {
        active += 1;
        let sent: Promise<T>;
        try {
          sent = send();
        } catch (error) {
          sent = Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
        return sent.finally(release);
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
    },
  };
}

/** The API client's limiter (client.ts sends every request through it). */
export const apiRequests = createRequestLimiter(MAX_REQUESTS_IN_FLIGHT);
