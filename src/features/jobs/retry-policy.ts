import { errorMessage, isApiError } from '../../api/errors';
import { describeWait, parseRetryAfter } from '../../lib/retry-after';

/**
 * When a failed request is worth repeating, and how long to wait first.
 *
 * - 429: the service refused before doing anything; wait as long as its `Retry-After` says (seconds
 *   or an HTTP date), else back off. The items are certainly not delivered.
 * - 5xx, network failures, timeouts: back off and repeat. The items may have been delivered (a
 *   proxy can answer 502 after the service did the work), so they count as uncertain.
 * - Anything else (400 "already awarded", 403, 404, a request refused by its schema): final; the
 *   item fails with the server's message.
 */

export interface RetryPolicy {
  /** Requests per chunk before the items are marked failed (the first request counts). */
  maxAttempts: number;
  /** The first backoff; each retry doubles it. */
  baseDelayMs: number;
  /** No backoff (nor Retry-After) waits longer than this. */
  maxDelayMs: number;
  /** A request still unanswered after this long is abandoned and counted as a network failure. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 1000,
  maxDelayMs: 120_000,
  timeoutMs: 60_000,
};

export interface ErrorVerdict {
  retry: boolean;
  /** The request may have been delivered even though it failed. */
  uncertain: boolean;
  /** From Retry-After, when the service sent one. */
  retryAfterMs?: number;
  message: string;
}

/**
 * Exponential backoff with "equal jitter": a random wait between half and all of base × 2^(attempt−1),
 * capped. The randomness keeps many tabs (or many jobs) from retrying in step after an outage.
 */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function classifyError(error: unknown, now: number): ErrorVerdict {
  const message = errorMessage(error);
  if (!isApiError(error)) {
    // Not from the API client: a bug or an abort in the kind's own code. Repeating may help, but
    // whether anything was delivered is unknown.
    return { retry: true, uncertain: true, message };
  }
  if (error.kind === 'validation') return { retry: false, uncertain: error.status !== 0, message };
  if (error.kind === 'network' || error.status === 0) return { retry: true, uncertain: true, message };
  if (error.status === 429) {
    const retryAfterMs = parseRetryAfter(error.retryAfter, now);
    return {
      retry: true,
      uncertain: false,
      message,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (error.status >= 500) {
    const retryAfterMs = parseRetryAfter(error.retryAfter, now);
    return { retry: true, uncertain: true, message, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  return { retry: false, uncertain: false, message };
}

/** The wait before the next request: the server's Retry-After when given (capped), else backoff. */
export function retryDelay(
  verdict: Pick<ErrorVerdict, 'retryAfterMs'>,
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number {
  if (verdict.retryAfterMs !== undefined) return Math.min(policy.maxDelayMs, verdict.retryAfterMs);
  return backoffDelay(attempt, policy, random);
}

/**
 * The wait in words, shown on the job while it lasts: how long, and whether the service asked for
 * it (and for longer than the policy waits).
 */
export function waitMessage(
  verdict: Pick<ErrorVerdict, 'message' | 'retryAfterMs'>,
  delayMs: number,
): string {
  const asked = verdict.retryAfterMs;
  const wait = describeWait(delayMs);
  if (asked === undefined) return `${verdict.message}; trying again in ${wait}`;
  if (asked > delayMs) {
    return `${verdict.message}; the service asked to wait ${describeWait(asked)}, longer than the longest wait: trying again in ${wait}`;
  }
  return `${verdict.message}; trying again in ${wait}, as the service asked`;
}
