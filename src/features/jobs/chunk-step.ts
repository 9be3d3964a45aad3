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
  'Outcome unknown, not sent again: an earlier request with this item went unanswered and the service may have received it. Check it before sending it again.';
/** What a kind's `reconcile` says of an item whose answer was lost and which the service holds. */
export const CONFIRMED_BY_READING =
  'Confirmed by reading back: the answer to its request was lost, and the service holds it.';

export interface StepResult {
  results: [number, ItemResult][];
  /** What is left of the chunk after this request. */
  next: InFlight;
  /** Set when items are to be sent again: the verdict with the longest Retry-After, else the last. */
  retry?: ErrorVerdict;
  lastError?: string;
}

/** After the last attempt: failed when nothing was delivered, else unknown (the service may have it). */
function giveUp(verdict: ErrorVerdict, attempt: number, uncertain: boolean): ItemResult {
  const tried = `${verdict.message} (gave up after ${attempt} attempts).`;
  return uncertain
    ? { status: 'unknown', message: `${OUTCOME_UNKNOWN} ${tried} ${CHECK_IT}` }
    : { status: 'failed', message: tried };
}

export const OUTCOME_UNKNOWN = 'Outcome unknown: its answers were lost.';
const CHECK_IT = 'The service may have acted on it: check it before sending it again.';

/** An item whose read-back kept failing: the service may hold it, so it is neither done nor failed. */
export function unreadable(message: string): ItemResult {
  return {
    status: 'unknown',
    message: `${OUTCOME_UNKNOWN} Reading it back failed too: ${message}. ${CHECK_IT}`,
  };
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
    // An item whose request never left cannot have been delivered by it.
    const maybeDelivered = (verdict.uncertain && !outcome.notSent) || wasUncertain.has(index);
    // A success answer that could not be read (it broke the contract) is not a refusal: the
    // service acted, or may have; reading it back settles it, without a wait.
    const unreadableAnswer = !verdict.retry && verdict.uncertain && !outcome.notSent;
    if (!verdict.retry && !unreadableAnswer) {
      results.push([index, { status: 'failed', message: verdict.message }]);
      return;
    }
    if (sent.attempt >= policy.maxAttempts) {
      results.push([index, giveUp(verdict, sent.attempt, maybeDelivered)]);
      return;
    }
    again.push(index);
    if (maybeDelivered) uncertain.push(index);
    if (unreadableAnswer) return;
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

/** Uncertain items of a kind that can neither check nor safely resend them: unknown, not sent. */
export function refuseResend(
  flight: InFlight,
  uncertain: readonly number[],
): {
  results: [number, ItemResult][];
  next: InFlight;
} {
  const refused = new Set(uncertain);
  return {
    results: uncertain.map((index) => [index, { status: 'unknown', message: NOT_RESENT }]),
    next: {
      ...flight,
      pending: flight.pending.filter((i) => !refused.has(i)),
      uncertain: flight.uncertain.filter((i) => !refused.has(i)),
    },
  };
}
