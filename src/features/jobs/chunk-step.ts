import { errorMessage } from '../../api/errors';
import type { InFlight, ItemOutcome, ItemResult, JobKind } from './job-types';
import { classifyError, type ErrorVerdict, type RetryPolicy } from './retry-policy';

/**
 * What one request's answers mean for the chunk (pure): the items settled, the items to send
 * again, and which of those the service may already have.
 */

export const ALREADY_DONE =
  'Done: an earlier request went through (the service says it is already in place).';
export const NOT_RESENT =
  'Not sent again: an earlier request with this item went unanswered and the service may have received it. Check it before sending it again.';

export interface StepResult {
  results: [number, ItemResult][];
  /** What is left of the chunk after this request. */
  next: InFlight;
  /** Set when items are to be sent again: the verdict with the longest Retry-After, else the last. */
  retry?: ErrorVerdict;
  lastError?: string;
}

function giveUp(verdict: ErrorVerdict, attempt: number, uncertain: boolean): ItemResult {
  const maybe = uncertain ? ' The service may have received it.' : '';
  return { status: 'failed', message: `${verdict.message} (gave up after ${attempt} attempts).${maybe}` };
}

/**
 * @param sent the flight as sent: `pending` are the items of the request, `uncertain` those an
 *   earlier request may have delivered, `attempt` counts this request.
 */
export function interpretOutcomes<Item>(
  kind: Pick<JobKind<Item>, 'alreadyDone'>,
  items: readonly Item[],
  sent: InFlight,
  outcomes: readonly ItemOutcome[],
  policy: Pick<RetryPolicy, 'maxAttempts'>,
  now: number,
): StepResult {
  const wasUncertain = new Set(sent.uncertain);
  const results: [number, ItemResult][] = [];
  const again: number[] = [];
  const uncertain: number[] = [];
  let retry: ErrorVerdict | undefined;
  let lastError: string | undefined;

  sent.pending.forEach((index, k) => {
    const outcome = outcomes[k] ?? {
      status: 'error',
      error: new Error('The operation gave no result for this item'),
    };
    if (outcome.status !== 'error') {
      results.push([index, outcome]);
      return;
    }
    const item = items[index];
    if (item !== undefined && kind.alreadyDone?.(outcome.error, item)) {
      results.push([
        index,
        wasUncertain.has(index)
          ? { status: 'done', message: ALREADY_DONE }
          : { status: 'skipped', reason: errorMessage(outcome.error) },
      ]);
      return;
    }
    const verdict = classifyError(outcome.error, now);
    lastError = verdict.message;
    if (!verdict.retry) {
      results.push([index, { status: 'failed', message: verdict.message }]);
      return;
    }
    const maybeDelivered = verdict.uncertain || wasUncertain.has(index);
    if (sent.attempt >= policy.maxAttempts) {
      results.push([index, giveUp(verdict, sent.attempt, maybeDelivered)]);
      return;
    }
    again.push(index);
    if (maybeDelivered) uncertain.push(index);
    if (!retry || (verdict.retryAfterMs ?? -1) >= (retry.retryAfterMs ?? -1)) retry = verdict;
  });

  return {
    results,
    next: { chunk: sent.chunk, pending: again, uncertain, attempt: sent.attempt },
    ...(retry ? { retry } : {}),
    ...(lastError ? { lastError } : {}),
  };
}

/**
 * Items an earlier request may have delivered, settled by the kind's `reconcile` answers: a result
 * for those the service holds; the others are known not delivered and go out normally.
 */
export function applyReconcile(
  flight: InFlight,
  checked: readonly number[],
  answers: readonly (ItemResult | undefined)[],
): { results: [number, ItemResult][]; next: InFlight } {
  const results: [number, ItemResult][] = [];
  checked.forEach((index, k) => {
    const answer = answers[k];
    if (answer) results.push([index, answer]);
  });
  const settled = new Set(results.map(([index]) => index));
  const cleared = new Set(checked);
  return {
    results,
    next: {
      ...flight,
      pending: flight.pending.filter((i) => !settled.has(i)),
      uncertain: flight.uncertain.filter((i) => !cleared.has(i)),
    },
  };
}

/** Uncertain items of a kind that can neither check nor safely resend them: failed, not sent. */
export function refuseResend(
  flight: InFlight,
  uncertain: readonly number[],
): {
  results: [number, ItemResult][];
  next: InFlight;
} {
  const refused = new Set(uncertain);
  return {
    results: uncertain.map((index) => [index, { status: 'failed', message: NOT_RESENT }]),
    next: {
      ...flight,
      pending: flight.pending.filter((i) => !refused.has(i)),
      uncertain: flight.uncertain.filter((i) => !refused.has(i)),
    },
  };
}
