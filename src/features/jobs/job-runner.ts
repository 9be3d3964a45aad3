import { errorMessage } from '../../api/errors';
import { yieldToMain } from '../../lib/schedule';
import { createChunkRunner, defaultId, defaultSleep, range } from './chunk-runner';
import { jobLockName, SINGLE_TAB_LOCKS, type JobLocks, type Release } from './job-locks';
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
 *    - `reconcile` reads the service back (every built-in kind has one): items it holds are done
 *      ("confirmed by reading back") and never resent; only items the read shows absent are sent
 *      again; a read that fails is tried again after a wait, and after `maxAttempts` the items'
 *      outcome is `unknown` (never `failed`: nothing refused them);
 *    - else with `resendIsSafe` the item is resent, because the service answers a repeat without
 *      acting twice (member bulk add: "skipped");
 *    - else with `alreadyDone` the item is resent and the service's refusal ("already awarded")
 *      is recorded as done, so it never acts twice;
 *    - else the item is not resent: its outcome is `unknown`, with a message saying the service
 *      may have it.
 * So no item is acted on twice by the service, and an item sent once is sent again only after the
 * kind has settled it. Items that were never sent are sent exactly once (unless the service refuses
 * with 429, 5xx or a network error, when they are retried up to `maxAttempts`).
 * Results are written per chunk, and the runner yields to the page between chunks.
 *
 * Tabs: every tab of the dashboard has a runner over the same storage. A runner sends a job's
 * chunks only while it holds the job's lock (`locks`), and reads the job again from storage when it
 * gets the lock, so it goes on from where the last holder stopped. A job whose lock another tab
 * holds is "running elsewhere": this tab waits for the lock, shows the kept progress meanwhile,
 * refuses commands on it, and runs it when the other tab lets go (it finished, paused or closed).
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
  /** One lock per job, shared by the tabs; by default this runner is alone. */
  locks?: JobLocks;
  /** How often a job running elsewhere is read again to show its progress (ms). */
  watchEvery?: number;
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
  /** True while another tab holds the job's lock (it runs there; commands go to that tab). */
  runningElsewhere: (id: string) => boolean;
  /** Stops everything without writing more (what closing the page does). */
  dispose: () => void;
}

export function createJobRunner(effects: JobRunnerEffects): JobRunner {
  const now = effects.now ?? Date.now;
  const sleep = effects.sleep ?? defaultSleep;
  const random = effects.random ?? Math.random;
  const yieldBetweenChunks = effects.yieldToMain ?? yieldToMain;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...effects.retry };
  const { storage } = effects;
  const stop = new AbortController();
  const listeners = new Set<() => void>();
  let state = EMPTY_JOBS;
  let current: { id: string; wait: AbortController | null } | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const locks = effects.locks ?? SINGLE_TAB_LOCKS;
  const watchEvery = effects.watchEvery ?? 2000;
  /** Locks this tab holds, by job id. */
  const leases = new Map<string, Release>();
  /** Jobs whose lock another tab holds. */
  const elsewhere = new Set<string>();

  const find = (id: string) => state.jobs.find((j) => j.id === id);
  const working = (id: string) => {
    const status = find(id)?.status;
    return !stop.signal.aborted && (status === 'queued' || status === 'running');
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  function dispatch(action: JobAction) {
    const next = reduceJobs(state, action);
    if (next === state) return;
    state = next;
    notify();
  }

  /** Puts the kept copy of a job in place of this tab's, as a reload would read it. */
  function replaceWithKept(id: string, kept: Job | undefined) {
    const removed = reduceJobs(state, { type: 'remove', id });
    if (removed === state && find(id)) return; // active here: this tab's copy is the newest
    state = kept ? reduceJobs(removed, { type: 'loaded', jobs: [kept], now: now() }) : removed;
    notify();
  }

  async function readKept(id: string) {
    await writes;
    replaceWithKept(id, await storage.loadJob(id));
  }

  function release(id: string) {
    leases.get(id)?.();
    leases.delete(id);
  }

  /** Holds the job's lock for this tab; false when another tab runs the job. */
  async function acquire(id: string): Promise<boolean> {
    if (leases.has(id)) return true;
    const lease = await locks.tryHold(jobLockName(id));
    if (!lease) {
      runsElsewhere(id);
      return false;
    }
    if (stop.signal.aborted) {
      lease();
      return false;
    }
    leases.set(id, lease);
    if (locks.shared) await readKept(id);
    return true;
  }

  /** Shows the job as running in another tab, and waits for that tab to let it go. */
  function runsElsewhere(id: string) {
    if (elsewhere.has(id) || stop.signal.aborted) return;
    elsewhere.add(id);
    notify();
    const progress = setInterval(() => {
      void storage.loadJob(id).then((kept) => {
        if (elsewhere.has(id) && !stop.signal.aborted) replaceWithKept(id, kept);
      }, effects.onError);
    }, watchEvery);
    locks
      .hold(jobLockName(id), stop.signal)
      .then(async (lease) => {
        clearInterval(progress);
        if (stop.signal.aborted) return lease();
        leases.set(id, lease);
        await readKept(id);
        elsewhere.delete(id);
        notify();
        const job = find(id);
        if (!job || !(job.status === 'queued' || job.status === 'running')) release(id);
        pump();
      })
      .catch((error: unknown) => {
        clearInterval(progress);
        elsewhere.delete(id);
        if (!stop.signal.aborted) effects.onError?.(error);
      });
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
      await yieldBetweenChunks();
    }
  }

  const runnableHere = (job: Job | undefined, connection: string | undefined): job is Job =>
    !!job &&
    (job.status === 'queued' || job.status === 'running') &&
    job.connection === connection &&
    !elsewhere.has(job.id) &&
    !!effects.kindOf(job.kind);

  function pump() {
    if (current || stop.signal.aborted || !state.loaded) return;
    const connection = effects.connection();
    const next = [...state.jobs].reverse().find((j) => runnableHere(j, connection));
    if (!next) return;
    const { id } = next;
    current = { id, wait: null };
    acquire(id)
      .then(async (held) => {
        const job = find(id);
        const kind = job && effects.kindOf(job.kind);
        if (!held || !kind || !runnableHere(job, effects.connection())) return;
        await runJob(id, kind);
      })
      .catch((error: unknown) => {
        // A storage failure: stop and say why; the job stays, to resume by hand.
        effects.onError?.(error);
        dispatch({ type: 'pause', id, now: now() });
        dispatch({ type: 'settle', id, now: now() });
        dispatch({
          type: 'failure',
          id,
          message: `Progress could not be saved: ${errorMessage(error)}`,
          now: now(),
        });
      })
      .finally(() => {
        // The job's last write is queued before the lock goes, so the next holder reads it.
        void writes.finally(() => {
          if (current?.id !== id) release(id);
        });
        current = null;
        pump();
      });
  }

  function command(action: Extract<JobAction, { type: 'pause' | 'resume' | 'cancel' }>) {
    if (elsewhere.has(action.id)) return; // the tab that runs it decides
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
      // Stops a reload completed (pausing → paused, cancelling → cancelled) are written back,
      // unless another tab holds the job (it is not stopped there). A job to resume is written
      // when it runs: writing it now could put this tab's copy over the progress of a tab running it.
      for (const job of state.jobs) {
        const was = before.get(job.id);
        if (was === undefined || was === job.status || job.status === 'queued') continue;
        const chunks = job.status === 'cancelled' ? range(0, chunkCount(job)) : [];
        void locks.tryHold(jobLockName(job.id)).then((lease) => {
          if (!lease) return;
          void persist(job.id, chunks).catch(effects.onError).finally(lease);
        }, effects.onError);
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
      if (elsewhere.has(id)) return;
      const job = find(id);
      dispatch({ type: 'remove', id });
      if (job && !find(id)) void storage.remove(job).catch(effects.onError);
    },
    poke: pump,
    runningElsewhere: (id) => elsewhere.has(id),
    dispose() {
      stop.abort();
      current?.wait?.abort();
      // A stopped runner writes nothing more: its jobs can go to another tab, as on closing it.
      for (const id of [...leases.keys()]) release(id);
    },
  };
}
