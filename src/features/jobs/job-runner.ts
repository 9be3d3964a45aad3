import { errorMessage } from '../../api/errors';
import { createChunkRunner, defaultId, defaultSleep, range } from './chunk-runner';
import { chunkCount, EMPTY_JOBS, newJob, reduceJobs, type JobAction, type JobsState } from './job-state';
import type { JobStorage } from './job-storage';
import type { Job, JobKind, NewJob } from './job-types';
import { DEFAULT_RETRY, type RetryPolicy } from './retry-policy';

/**
 * Runs bulk jobs, one at a time, chunk after chunk, and keeps them in storage so a reload resumes.
 *
 * The sending guarantee, precisely:
 * 1. Before a request goes out, the chunk's record is written with every item of the request
 *    marked "uncertain" (`InFlight`), and the request waits for that write.
 * 2. When the answers arrive, the results and what is left of the chunk are written in one
 *    transaction; the cursor moves past the chunk only in the write that holds its last results.
 * 3. An item stays uncertain while a request carrying it went unanswered: the page closed, the
 *    network failed, the request timed out, or the service answered 5xx (a 429 is an answer: the
 *    service did nothing). Before an uncertain item is sent again, the kind settles it:
 *    - `reconcile` asks the service which items it already holds; those get their result and are
 *      never resent;
 *    - else with `resendIsSafe` the item is resent, because the service answers a repeat without
 *      acting twice (member bulk add: "skipped");
 *    - else with `alreadyDone` the item is resent and the service's refusal ("already awarded")
 *      is recorded as done, so it never acts twice;
 *    - else the item is not resent: it fails with a message saying the service may have it.
 * So no item is acted on twice by the service, and an item sent once is sent again only after the
 * kind has settled it. Items that were never sent are sent exactly once (unless the service refuses
 * with 429, 5xx or a network error, when they are retried up to `maxAttempts`).
 * Results are written per chunk, and the runner yields to the page between chunks.
 */

export interface JobRunnerEffects {
  storage: JobStorage;
  /** The kind of a job; undefined while no loaded module defines it (the job waits). */
  kindOf: (kind: string) => JobKind | undefined;
  /** The current connection's base URL: a job runs only on the connection it was made for. */
  connection: () => string | undefined;
  now?: () => number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Lets the page handle input between chunks. */
  yieldToMain?: () => Promise<void>;
  retry?: Partial<RetryPolicy>;
  newId?: () => string;
  /** Storage failures (the job pauses with the message). */
  onError?: (error: unknown) => void;
}

export interface JobRunner {
  getState: () => JobsState;
  subscribe: (listener: () => void) => () => void;
  /** Resolves when the jobs kept from earlier page loads are loaded (and resumed). */
  ready: Promise<void>;
  /** Keeps the job, then queues it; resolves with its id. */
  start: <Item, Params>(job: NewJob<Item, Params>) => Promise<string>;
  pause: (id: string) => void;
  resume: (id: string) => void;
  cancel: (id: string) => void;
  remove: (id: string) => void;
  /** Looks for work again (a kind was defined, the connection changed). */
  poke: () => void;
  /** Stops everything without writing more (what closing the page does). */
  dispose: () => void;
}

export function createJobRunner(effects: JobRunnerEffects): JobRunner {
  const now = effects.now ?? Date.now;
  const sleep = effects.sleep ?? defaultSleep;
  const random = effects.random ?? Math.random;
  const yieldToMain = effects.yieldToMain ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...effects.retry };
  const { storage } = effects;
  const stop = new AbortController();
  const listeners = new Set<() => void>();
  let state = EMPTY_JOBS;
  let current: { id: string; wait: AbortController | null } | null = null;
  let writes: Promise<unknown> = Promise.resolve();

  const find = (id: string) => state.jobs.find((j) => j.id === id);
  const working = (id: string) => {
    const status = find(id)?.status;
    return !stop.signal.aborted && (status === 'queued' || status === 'running');
  };

  function dispatch(action: JobAction) {
    const next = reduceJobs(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  /** Writes the job as it is now (record + the given chunks), after earlier writes. */
  function persist(id: string, chunks: readonly number[] = []): Promise<void> {
    const job = find(id);
    if (!job || stop.signal.aborted) return Promise.resolve();
    const write = writes.then(() => (stop.signal.aborted ? undefined : storage.save(job, chunks)));
    writes = write.catch(() => undefined);
    return write;
  }

  const openChunks = (job: Job) => range(job.nextChunk, chunkCount(job));

  async function wait(id: string, ms: number, message: string) {
    const slot = current;
    if (!working(id) || !slot) return;
    const controller = new AbortController();
    slot.wait = controller;
    dispatch({ type: 'waiting', id, until: now() + ms, message, now: now() });
    await sleep(ms, AbortSignal.any([controller.signal, stop.signal]));
    if (slot.wait === controller) slot.wait = null;
  }

  const { runChunk } = createChunkRunner({
    find,
    working,
    dispatch,
    persist,
    wait,
    stop: stop.signal,
    now,
    random,
    sleep,
    policy,
  });

  async function runJob(id: string, kind: JobKind) {
    for (;;) {
      const job = find(id);
      if (!job || stop.signal.aborted) return;
      if (job.status === 'pausing' || job.status === 'cancelling' || job.nextChunk >= chunkCount(job)) {
        dispatch({ type: 'settle', id, now: now() });
        await persist(id, openChunks(job));
        return;
      }
      if (!working(id)) return;
      if (effects.connection() !== job.connection) {
        dispatch({ type: 'halt', id, now: now() });
        return;
      }
      await runChunk(job, kind);
      await yieldToMain();
    }
  }

  function pump() {
    if (current || stop.signal.aborted || !state.loaded) return;
    const connection = effects.connection();
    const next = [...state.jobs]
      .reverse()
      .find(
        (j) =>
          (j.status === 'queued' || j.status === 'running') &&
          j.connection === connection &&
          effects.kindOf(j.kind),
      );
    const kind = next && effects.kindOf(next.kind);
    if (!next || !kind) return;
    current = { id: next.id, wait: null };
    runJob(next.id, kind)
      .catch((error: unknown) => {
        // A storage failure: stop and say why; the job stays, to resume by hand.
        effects.onError?.(error);
        dispatch({ type: 'pause', id: next.id, now: now() });
        dispatch({ type: 'settle', id: next.id, now: now() });
        dispatch({
          type: 'failure',
          id: next.id,
          message: `Progress could not be saved: ${errorMessage(error)}`,
          now: now(),
        });
      })
      .finally(() => {
        current = null;
        pump();
      });
  }

  function command(action: Extract<JobAction, { type: 'pause' | 'resume' | 'cancel' }>) {
    const before = find(action.id);
    dispatch(action);
    const after = find(action.id);
    if (!before || !after || after === before) return;
    if (current?.id === action.id && after.status !== 'running') current.wait?.abort();
    void persist(action.id, after.status === 'cancelled' ? openChunks(before) : []).catch(effects.onError);
    pump();
  }

  const ready = storage.load().then(
    (jobs) => {
      const before = new Map(jobs.map((job) => [job.id, job.status]));
      dispatch({ type: 'loaded', jobs, now: now() });
      // Jobs a reload changed (running → queued, cancelling → cancelled) are written back.
      for (const job of state.jobs) {
        const was = before.get(job.id);
        if (was === undefined || was === job.status) continue;
        const chunks = job.status === 'cancelled' ? range(0, chunkCount(job)) : [];
        void persist(job.id, chunks).catch(effects.onError);
      }
      pump();
    },
    (error: unknown) => {
      effects.onError?.(error);
      dispatch({ type: 'loaded', jobs: [], now: now() });
    },
  );

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async start(input) {
      await ready;
      const kind = effects.kindOf(input.kind);
      const connection = effects.connection();
      if (!kind) throw new Error(`No job kind "${input.kind}" is defined`);
      if (!connection) throw new Error('Connect to an API before starting a job');
      const job = newJob(
        {
          id: (effects.newId ?? defaultId)(),
          kind: input.kind,
          title: input.title,
          connection,
          params: input.params,
          items: input.items,
          chunkSize: kind.chunkSize,
        },
        now(),
      );
      await storage.create(job);
      dispatch({ type: 'created', job });
      pump();
      return job.id;
    },
    pause: (id) => command({ type: 'pause', id, now: now() }),
    resume: (id) => command({ type: 'resume', id, now: now() }),
    cancel: (id) => command({ type: 'cancel', id, now: now() }),
    remove(id) {
      const job = find(id);
      dispatch({ type: 'remove', id });
      if (job && !find(id)) void storage.remove(job).catch(effects.onError);
    },
    poke: pump,
    dispose() {
      stop.abort();
      current?.wait?.abort();
    },
  };
}
