import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import { jobKind, subscribeJobKinds } from './job-kinds';
import { webJobLocks } from './job-locks';
import { createJobRunner, type JobRunner } from './job-runner';
import type { JobsState } from './job-state';
import { indexedDbJobStorage, memoryJobStorage } from './job-storage';
import type { Job, JobKind } from './job-types';
// The built-in kinds register themselves, so their jobs resume after a reload on any page.
import './badge-award-kind';
import './badge-award-list-kind';
import './member-bulk-add-kind';

/**
 * The jobs as React state. One runner serves the whole app: it starts on the first use of these
 * hooks, loads the jobs kept in IndexedDB and resumes the ones that were running. Tests (and a
 * page that wants its own) provide a runner through `JobRunnerContext`.
 */
export const JobRunnerContext = createContext<JobRunner | null>(null);

let shared: { runner: JobRunner; unsubscribe: () => void } | undefined;

export function sharedJobRunner(): JobRunner {
  if (shared) return shared.runner;
  const runner = createJobRunner({
    storage: typeof indexedDB === 'undefined' ? memoryJobStorage() : indexedDbJobStorage(),
    kindOf: jobKind,
    connection: () => getConnection()?.baseUrl,
    onError: (error) => console.error('Jobs: progress could not be saved', error),
    // Every open tab loads the kept jobs; the lock keeps each job to one of them.
    ...(typeof navigator !== 'undefined' && 'locks' in navigator
      ? { locks: webJobLocks(navigator.locks) }
      : {}),
  });
  const stopKinds = subscribeJobKinds(runner.poke);
  const stopConnection = subscribeConnection(runner.poke);
  // Leaving the page stops the runner at once, as closing it does: the request in flight stays
  // uncertain and is settled after the reload. A request sent while the page unloads may never be
  // answered, and its line would be recorded as failed. A "Leave site?" question the user answers
  // with Stay never reaches this listener (src/hooks/use-before-unload.ts stops the event first).
  const stopOnLeave = () => runner.dispose();
  if (typeof window !== 'undefined') window.addEventListener('beforeunload', stopOnLeave);
  shared = {
    runner,
    unsubscribe: () => {
      stopKinds();
      stopConnection();
      if (typeof window !== 'undefined') window.removeEventListener('beforeunload', stopOnLeave);
    },
  };
  return runner;
}

/**
 * Stops the shared runner and forgets it and its jobs, as closing the tab does (without IndexedDB,
 * as in tests, the jobs go with it): route tests start each test with no jobs.
 */
export function resetSharedJobRunner(): void {
  shared?.unsubscribe();
  shared?.runner.dispose();
  shared = undefined;
}

function useRunner(): JobRunner {
  return useContext(JobRunnerContext) ?? sharedJobRunner();
}

/**
 * A value read from the runner, kept as React state and read again on each change. Not
 * useSyncExternalStore: the runner's state changes while pages render (the kept jobs loaded, a
 * chunk done), and a store that changes during a transition makes React render the whole
 * transition again at once, blocking, to guard against tearing. Opening a leaderboard by its link,
 * that was one task of 100-200 ms. A job's progress drawn one render later costs nothing.
 */
function useRunnerValue<T>(runner: JobRunner, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    // In a transition: the kept jobs arrive from IndexedDB while a page is drawn, and a plain update
    // would render every reader (a leaderboard's whole view) in one task.
    const update = () => startTransition(() => setValue(read));
    update(); // a change between the render and the subscription
    return runner.subscribe(update);
  }, [runner, read]);
  return value;
}

function useJobsState(): JobsState {
  const runner = useRunner();
  return useRunnerValue(runner, runner.getState);
}

/** Every job, newest first; `loaded` is false until the kept jobs are read. */
export function useJobs(): JobsState {
  return useJobsState();
}

/** One job, or undefined (unknown id, or not loaded yet: see `useJobs().loaded`). */
export function useJob<Item = unknown, Params = unknown>(
  id: string | undefined,
): Job<Item, Params> | undefined {
  const { jobs } = useJobsState();
  // The runner hands each job back with the types it was started with (see defineJobKind).
  return jobs.find((job) => job.id === id) as Job<Item, Params> | undefined;
}

/** True while another tab of the dashboard runs the job (this tab takes over when it closes). */
export function useRunningElsewhere(id: string): boolean {
  const runner = useRunner();
  const elsewhere = useCallback(() => runner.runningElsewhere(id), [runner, id]);
  return useRunnerValue(runner, elsewhere);
}

export interface JobCommands {
  /** Keeps the job and queues it; resolves with its id. */
  start: <Item, Params>(
    kind: JobKind<Item, Params>,
    job: { title: string; params: Params; items: readonly Item[] },
  ) => Promise<string>;
  pause: (id: string) => void;
  resume: (id: string) => void;
  cancel: (id: string) => void;
  /** Forgets a job that is not running (its results go with it). */
  remove: (id: string) => void;
}

export function useJobCommands(): JobCommands {
  const runner = useRunner();
  const start = useCallback<JobCommands['start']>(
    (kind, job) => runner.start({ kind: kind.kind, ...job }),
    [runner],
  );
  return useMemo(
    () => ({
      start,
      pause: runner.pause,
      resume: runner.resume,
      cancel: runner.cancel,
      remove: runner.remove,
    }),
    [runner, start],
  );
}
