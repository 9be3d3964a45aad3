import { labelJobRequests } from '../../api/job-requests';
import { applyReconcile, interpretOutcomes, refuseResend, unreadable } from './chunk-step';
import type { JobAction } from './job-state';
import type { InFlight, ItemOutcome, ItemResult, Job, JobKind } from './job-types';
import { classifyError, retryDelay, waitMessage, type ErrorVerdict, type RetryPolicy } from './retry-policy';

/**
 * Sends one chunk of a job until every item in it has a result: settles the items an earlier
 * request may have delivered, sends the rest, retries with backoff. Part of the runner
 * (job-runner.ts describes the guarantee); kept apart to keep each file readable.
 */

export interface ChunkRunnerDeps {
  find: (id: string) => Job | undefined;
  /** The job is queued or running and the runner has not stopped. */
  working: (id: string) => boolean;
  dispatch: (action: JobAction) => void;
  persist: (id: string, chunks?: readonly number[]) => Promise<void>;
  /** A backoff wait that pause, cancel and stop cut short. */
  wait: (id: string, ms: number, message: string) => Promise<void>;
  /** Aborted when the runner stops (page closed). */
  stop: AbortSignal;
  now: () => number;
  random: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  policy: RetryPolicy;
}

export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

export function defaultId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

export function createChunkRunner(deps: ChunkRunnerDeps): {
  runChunk: (job: Job, kind: JobKind) => Promise<void>;
} {
  const { find, working, dispatch, persist, wait, stop, now, random, sleep, policy } = deps;

  function record(id: string, results: [number, ItemResult][], next: InFlight, error?: string) {
    dispatch({ type: 'results', id, results, inFlight: next, now: now(), ...(error ? { error } : {}) });
    return persist(id, [next.chunk]);
  }

  function context(job: Job, flight: InFlight, signal: AbortSignal) {
    const uncertain = new Set(flight.uncertain);
    // The journal of changes links each request sent with this signal to its job.
    labelJobRequests(signal, job.id);
    return {
      params: job.params,
      signal,
      attempt: flight.attempt,
      uncertain: flight.pending.map((i) => uncertain.has(i)),
    };
  }

  /** Runs `call` with a timeout; the signal also aborts when the runner stops. */
  async function timed<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const request = new AbortController();
    const timer = new AbortController();
    const stopRequest = () => request.abort();
    stop.addEventListener('abort', stopRequest);
    // The timer ends with the request, or when the runner stops (a lost answer never settles).
    const timerEnd = AbortSignal.any([timer.signal, stop]);
    void sleep(policy.timeoutMs, timerEnd).then(() => {
      if (!timerEnd.aborted) request.abort(new DOMException('The request timed out', 'TimeoutError'));
    });
    try {
      return await call(request.signal);
    } finally {
      timer.abort();
      stop.removeEventListener('abort', stopRequest);
    }
  }

  async function backOff(id: string, verdict: ErrorVerdict, attempt: number) {
    const delay = retryDelay(verdict, attempt, policy, random);
    await wait(id, delay, waitMessage(verdict, delay));
  }

  /** Settles the uncertain items of the chunk before anything is resent; false when nothing was to settle. */
  async function settleUncertain(job: Job, kind: JobKind, flight: InFlight): Promise<InFlight | undefined> {
    const pending = new Set(flight.pending);
    const uncertain = flight.uncertain.filter((i) => pending.has(i));
    if (uncertain.length === 0) return undefined;
    if (!kind.reconcile) {
      if (kind.resendIsSafe || kind.alreadyDone) return undefined;
      const { results, next } = refuseResend(flight, uncertain);
      await record(job.id, results, next);
      return next;
    }
    const checking: InFlight = { ...flight, pending: uncertain, attempt: flight.attempt + 1 };
    const reconcile = kind.reconcile;
    try {
      const answers = await timed((signal) =>
        reconcile(
          uncertain.map((i) => job.items[i]),
          context(job, checking, signal),
        ),
      );
      if (stop.aborted) return flight;
      const { results, next } = applyReconcile({ ...flight, attempt: checking.attempt }, uncertain, answers);
      await record(job.id, results, next);
      return next;
    } catch (error) {
      if (stop.aborted) return flight;
      // The read failed: the items stay uncertain and are read again after a wait. Neither sent
      // again nor failed: after the last attempt their outcome is unknown, and said so.
      const verdict = classifyError(error, now());
      const next = { ...flight, attempt: checking.attempt };
      const givenUp = !verdict.retry || next.attempt >= policy.maxAttempts;
      const results: [number, ItemResult][] = givenUp
        ? uncertain.map((i) => [i, unreadable(verdict.message)])
        : [];
      const left = givenUp ? refuseResend(next, uncertain).next : next;
      const message = `Could not read back whether the service holds them: ${verdict.message}`;
      await record(job.id, results, left, message);
      if (!givenUp) await backOff(job.id, verdict, next.attempt);
      return left;
    }
  }

  /** One request for what is left of the chunk; returns what is left after it. */
  async function send(job: Job, kind: JobKind, flight: InFlight): Promise<InFlight> {
    const sent: InFlight = { ...flight, attempt: flight.attempt + 1 };
    // Rule 1: the request is recorded as possibly delivered before it leaves.
    dispatch({
      type: 'sending',
      id: job.id,
      inFlight: { ...sent, uncertain: [...sent.pending] },
      now: now(),
    });
    await persist(job.id);
    if (!working(job.id)) {
      // Paused or cancelled during the write: nothing left, so nothing is uncertain.
      await record(job.id, [], flight);
      return flight;
    }
    let outcomes: ItemOutcome[];
    try {
      outcomes = await timed((signal) =>
        kind.run(
          sent.pending.map((i) => job.items[i]),
          context(job, sent, signal),
        ),
      );
    } catch (error) {
      outcomes = sent.pending.map(() => ({ status: 'error', error }));
    }
    if (stop.aborted) return sent;
    const step = interpretOutcomes(kind, job.items, sent, outcomes, policy, now());
    await record(job.id, step.results, step.next, step.lastError);
    if (step.retry) await backOff(job.id, step.retry, sent.attempt);
    return step.next;
  }

  async function runChunk(job: Job, kind: JobKind) {
    const chunk = job.nextChunk;
    const first = chunk * job.chunkSize;
    let flight: InFlight =
      job.inFlight?.chunk === chunk
        ? job.inFlight
        : {
            chunk,
            pending: range(first, Math.min(job.itemCount, first + job.chunkSize)).filter(
              (i) => !job.results[i],
            ),
            uncertain: [],
            attempt: 0,
          };
    while (working(job.id)) {
      if (flight.pending.length === 0) {
        dispatch({ type: 'chunkDone', id: job.id, chunk, now: now() });
        await persist(job.id, [chunk]);
        return;
      }
      const latest = find(job.id) ?? job;
      flight = (await settleUncertain(latest, kind, flight)) ?? (await send(latest, kind, flight));
    }
  }

  return { runChunk };
}
