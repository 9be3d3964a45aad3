import { describeWait } from '../lib/retry-after';
import { isApiError, type ApiError } from './errors';
import { waitForServer } from './server-waits';

/**
 * When a read waits and asks again because the service said to (docs/api-behaviour.md, Rate limits):
 * a 429 (too many requests) or a 503 with `Retry-After` is the service saying "not now", not a
 * failure of the read. The read waits what it asked, shown while it lasts, then asks again; only
 * when that keeps happening, or the service asks for longer than a person should watch a page
 * load, does the error stand, and it says so. The query client applies this to every query's
 * request; whole reads apply it to each page, so a 429 on page 40 repeats page 40, not the read.
 */

/** The longest wait a read takes on the service's word before asking again. */
export const READ_WAIT_CAP_MS = 30_000;
/** How many times one request waits and is sent again before its error stands. */
export const READ_WAITS = 3;
/** A 429 without `Retry-After` still means "slow down": wait this, doubled each time. */
const UNSTATED_WAIT_MS = 1000;

/** Errors whose waits a whole read has already spent: the query around it does not wait again. */
const spent = new WeakSet<object>();

/** The service asked this read to come back later, and said when (or a 429 that did not). */
function asksToWait(error: ApiError): boolean {
  return error.status === 429 || (error.status === 503 && error.retryAfter !== undefined);
}

/**
 * The service asked for a wait longer than a read takes (READ_WAIT_CAP_MS): the read does not
 * wait, and the error says how long it asked (see `overCapMessage`).
 */
export function asksTooLong(error: unknown): error is ApiError & { retryAfterMs: number } {
  return (
    isApiError(error) &&
    asksToWait(error) &&
    error.retryAfterMs !== undefined &&
    error.retryAfterMs > READ_WAIT_CAP_MS
  );
}

export interface ReadWait {
  waitMs: number;
  /** The service said how long (Retry-After). */
  stated: boolean;
}

/**
 * The wait before sending a failed read again, when the service asked for one and `waitsSoFar`
 * (the request's waits already taken) leaves room; undefined when the error should stand.
 */
export function serverAskedWait(error: unknown, waitsSoFar: number): ReadWait | undefined {
  if (!isApiError(error) || spent.has(error) || !asksToWait(error) || waitsSoFar >= READ_WAITS)
    return undefined;
  if (error.retryAfterMs === undefined) {
    // A 503 is only here with a Retry-After; one that could not be read is waited on as a 429 is.
    return { waitMs: UNSTATED_WAIT_MS * 2 ** waitsSoFar, stated: false };
  }
  if (error.retryAfterMs > READ_WAIT_CAP_MS) return undefined;
  return { waitMs: error.retryAfterMs, stated: true };
}

/**
 * Runs one request, and when the service asks it to wait (`serverAskedWait`), waits (shown, and
 * cancelled with `signal`) and sends it again. The error that finally stands is marked, so the
 * query that runs the whole read does not start its waits over.
 */
export async function honourServerWaits<T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let waits = 0; ; waits++) {
    try {
      return await send();
    } catch (error) {
      const wait = signal.aborted ? undefined : serverAskedWait(error, waits);
      if (!wait) {
        if (isApiError(error) && asksToWait(error)) spent.add(error);
        throw error;
      }
      await waitForServer(wait.waitMs, wait.stated, signal);
    }
  }
}

/** "The API asked to wait 5 min before trying again, longer than a page waits (30 s)." */
export function overCapMessage(askedMs: number): string {
  return `The API asked to wait ${describeWait(askedMs)} before trying again, longer than a page waits on its own (${describeWait(READ_WAIT_CAP_MS)}). Try again later.`;
}
