import type { InFlight, ItemResult, ItemResultStatus, Job, JobStatus } from './job-types';

/**
 * The jobs' state and its pure transitions (tested without timers or storage). The runner in
 * job-runner.ts performs the requests and writes, and dispatches what happened here.
 */
export interface JobsState {
  /** Newest first. */
  jobs: readonly Job[];
  /** False until the jobs kept in IndexedDB are loaded. */
  loaded: boolean;
}

export const EMPTY_JOBS: JobsState = { jobs: [], loaded: false };

export type JobAction =
  | { type: 'loaded'; jobs: Job[]; now: number }
  | { type: 'created'; job: Job }
  | { type: 'pause'; id: string; now: number }
  | { type: 'resume'; id: string; now: number }
  | { type: 'cancel'; id: string; now: number }
  | { type: 'remove'; id: string }
  /** A request is about to go out for `inFlight.pending`. */
  | { type: 'sending'; id: string; inFlight: InFlight; now: number }
  /** Results for some items; `inFlight` is what is left of the chunk. */
  | {
      type: 'results';
      id: string;
      results: [number, ItemResult][];
      inFlight: InFlight;
      error?: string;
      now: number;
    }
  | { type: 'waiting'; id: string; until: number; message: string; now: number }
  | { type: 'chunkDone'; id: string; chunk: number; now: number }
  /** The runner stopped working on the job: pausing, cancelling or a finished job settles. */
  | { type: 'settle'; id: string; now: number }
  /** The runner put the job aside (its connection is not the current one): it waits its turn. */
  | { type: 'halt'; id: string; now: number }
  /** Something outside the requests went wrong (storage): said on the job. */
  | { type: 'failure'; id: string; message: string; now: number };

export const NO_COUNTS: Record<ItemResultStatus, number> = {
  done: 0,
  skipped: 0,
  failed: 0,
  unknown: 0,
  cancelled: 0,
};

const ACTIVE: ReadonlySet<JobStatus> = new Set(['running', 'pausing', 'cancelling']);

export const isActive = (job: Job) => ACTIVE.has(job.status);
export const canPause = (job: Job) => job.status === 'queued' || job.status === 'running';
export const canResume = (job: Job) => job.status === 'paused' || job.status === 'pausing';
export const canCancel = (job: Job) => ['queued', 'running', 'pausing', 'paused'].includes(job.status);
export const canRemove = (job: Job) => !isActive(job);
export const isFinished = (job: Job) => job.status === 'done' || job.status === 'cancelled';
export const chunkCount = (job: Pick<Job, 'itemCount' | 'chunkSize'>) =>
  Math.ceil(job.itemCount / job.chunkSize);

/** Items with a result, 0 to `itemCount`. */
export function processed(job: Pick<Job, 'counts'>): number {
  const c = job.counts;
  return c.done + c.skipped + c.failed + c.unknown + c.cancelled;
}

function withResults(job: Job, entries: readonly [number, ItemResult][]): Job {
  if (entries.length === 0) return job;
  const results = job.results.slice();
  const counts = { ...job.counts };
  for (const [index, result] of entries) {
    const previous = results[index];
    if (previous) counts[previous.status] -= 1;
    results[index] = result;
    counts[result.status] += 1;
  }
  return { ...job, results, counts };
}

const MAYBE_RECEIVED =
  'Cancelled; an earlier request with it went unanswered, so the service may have received it.';

/** Cancelled results for every item without one. */
function cancelRest(job: Job, now: number): Job {
  const uncertain = new Set(job.inFlight?.uncertain);
  const entries: [number, ItemResult][] = [];
  job.results.forEach((result, index) => {
    if (result) return;
    entries.push([
      index,
      uncertain.has(index) ? { status: 'cancelled', message: MAYBE_RECEIVED } : { status: 'cancelled' },
    ]);
  });
  return {
    ...withResults(job, entries),
    status: 'cancelled',
    inFlight: null,
    wait: null,
    updatedAt: now,
    finishedAt: now,
  };
}

/** What a job kept from an earlier page load becomes: work in progress resumes, stops complete. */
function afterReload(job: Job, now: number): Job {
  // Records kept before a result status existed lack its count.
  const base = { ...job, counts: { ...NO_COUNTS, ...job.counts }, wait: null };
  switch (job.status) {
    case 'running':
      return { ...base, status: 'queued' };
    case 'pausing':
      return { ...base, status: 'paused' };
    case 'cancelling':
      return cancelRest(base, now);
    default:
      return base;
  }
}

function settle(job: Job, now: number): Job {
  switch (job.status) {
    case 'pausing':
      return { ...job, status: 'paused', wait: null, updatedAt: now };
    case 'cancelling':
      return cancelRest(job, now);
    case 'queued':
    case 'running':
      return job.nextChunk >= chunkCount(job)
        ? { ...job, status: 'done', inFlight: null, wait: null, updatedAt: now, finishedAt: now }
        : job;
    default:
      return job;
  }
}

function transition(job: Job, action: Exclude<JobAction, { type: 'loaded' | 'created' | 'remove' }>): Job {
  const { now } = action;
  switch (action.type) {
    case 'pause':
      if (job.status === 'queued') return { ...job, status: 'paused', updatedAt: now };
      // A backoff wait is abandoned at once; a request in flight finishes first.
      if (job.status === 'running')
        return { ...job, status: job.wait ? 'paused' : 'pausing', wait: null, updatedAt: now };
      return job;
    case 'resume':
      if (job.status === 'paused') return { ...job, status: 'queued', updatedAt: now };
      if (job.status === 'pausing') return { ...job, status: 'running', updatedAt: now };
      return job;
    case 'cancel':
      if (job.status === 'queued' || job.status === 'paused') return cancelRest(job, now);
      if (job.status === 'running' && job.wait) return cancelRest(job, now);
      if (job.status === 'running' || job.status === 'pausing')
        return { ...job, status: 'cancelling', updatedAt: now };
      return job;
    case 'sending':
      return {
        ...job,
        ...(job.status === 'queued' || !job.runStart
          ? { runStart: { at: now, processed: processed(job) } }
          : {}),
        status: job.status === 'queued' ? 'running' : job.status,
        inFlight: action.inFlight,
        wait: null,
        updatedAt: now,
      };
    case 'results':
      return {
        ...withResults(job, action.results),
        inFlight: action.inFlight,
        lastError: action.error ?? job.lastError,
        updatedAt: now,
      };
    case 'waiting':
      return job.status === 'running'
        ? { ...job, wait: { until: action.until, message: action.message }, updatedAt: now }
        : job;
    case 'chunkDone':
      return job.nextChunk === action.chunk
        ? { ...job, nextChunk: action.chunk + 1, inFlight: null, updatedAt: now }
        : job;
    case 'settle':
      return settle(job, now);
    case 'halt':
      return job.status === 'running' ? { ...job, status: 'queued', wait: null, updatedAt: now } : job;
    case 'failure':
      return { ...job, lastError: action.message, updatedAt: now };
  }
}

export function reduceJobs(state: JobsState, action: JobAction): JobsState {
  switch (action.type) {
    case 'loaded': {
      const known = new Set(state.jobs.map((j) => j.id));
      const loaded = action.jobs.filter((j) => !known.has(j.id)).map((j) => afterReload(j, action.now));
      const jobs = [...state.jobs, ...loaded].sort((a, b) => b.createdAt - a.createdAt);
      return { jobs, loaded: true };
    }
    case 'created':
      return { ...state, jobs: [action.job, ...state.jobs] };
    case 'remove':
      return state.jobs.some((j) => j.id === action.id && canRemove(j))
        ? { ...state, jobs: state.jobs.filter((j) => j.id !== action.id) }
        : state;
    default: {
      const job = state.jobs.find((j) => j.id === action.id);
      const next = job && transition(job, action);
      if (!job || !next || next === job) return state;
      return { ...state, jobs: state.jobs.map((j) => (j === job ? next : j)) };
    }
  }
}

/** A new job record, before anything is sent. */
export function newJob<Item, Params>(
  init: Pick<Job<Item, Params>, 'id' | 'kind' | 'title' | 'connection' | 'params' | 'items' | 'chunkSize'>,
  now: number,
): Job<Item, Params> {
  return {
    ...init,
    createdAt: now,
    updatedAt: now,
    finishedAt: init.items.length === 0 ? now : null,
    itemCount: init.items.length,
    status: init.items.length === 0 ? 'done' : 'queued',
    nextChunk: 0,
    inFlight: null,
    wait: null,
    lastError: null,
    counts: { ...NO_COUNTS },
    results: init.items.map(() => null),
  };
}
