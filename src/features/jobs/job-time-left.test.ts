import { describe, expect, it } from 'vitest';
import { newJob, reduceJobs, type JobsState } from './job-state';
import { formatTimeLeft, timeLeftMs } from './job-time-left';
import type { Job } from './job-types';

const job = (overrides: Partial<Job> = {}): Job => ({
  ...newJob(
    {
      id: 'j',
      kind: 'k',
      title: 'T',
      connection: 'c',
      params: null,
      items: Array.from({ length: 1000 }, (_, i) => i),
      chunkSize: 100,
    },
    0,
  ),
  ...overrides,
});

describe('timeLeftMs', () => {
  it('extrapolates the pace since the job last started', () => {
    const running = job({
      status: 'running',
      runStart: { at: 10_000, processed: 200 },
      updatedAt: 14_000,
      counts: { done: 380, skipped: 10, failed: 10, unknown: 0, cancelled: 0 },
    });
    // 200 items in 4 s since the start; 600 left → 12 s.
    expect(timeLeftMs(running)).toBe(12_000);
  });

  it('says nothing before the pace is known, or when the job is not running', () => {
    const base = {
      runStart: { at: 0, processed: 0 },
      counts: { done: 100, skipped: 0, failed: 0, unknown: 0, cancelled: 0 },
    };
    expect(timeLeftMs(job({ ...base, status: 'running', updatedAt: 1000 }))).toBeUndefined();
    expect(timeLeftMs(job({ ...base, status: 'paused', updatedAt: 5000 }))).toBeUndefined();
    expect(timeLeftMs(job({ status: 'running', updatedAt: 5000 }))).toBeUndefined();
    expect(
      timeLeftMs(
        job({ status: 'running', updatedAt: 5000, runStart: { at: 0, processed: 100 }, counts: base.counts }),
      ),
    ).toBeUndefined();
  });

  it('restarts the pace when a paused or reloaded job sends again', () => {
    let state: JobsState = { jobs: [job()], loaded: true };
    const inFlight = { chunk: 0, pending: [0], uncertain: [0], attempt: 1 };
    state = reduceJobs(state, { type: 'sending', id: 'j', inFlight, now: 500 });
    expect(state.jobs[0]?.runStart).toEqual({ at: 500, processed: 0 });
    state = reduceJobs(state, {
      type: 'results',
      id: 'j',
      results: [[0, { status: 'done' }]],
      inFlight: { ...inFlight, pending: [], uncertain: [] },
      now: 900,
    });
    state = reduceJobs(state, { type: 'sending', id: 'j', inFlight, now: 1000 });
    expect(state.jobs[0]?.runStart).toEqual({ at: 500, processed: 0 });
    state = reduceJobs(state, { type: 'pause', id: 'j', now: 1100 });
    state = reduceJobs(state, { type: 'settle', id: 'j', now: 1200 });
    state = reduceJobs(state, { type: 'resume', id: 'j', now: 5000 });
    state = reduceJobs(state, { type: 'sending', id: 'j', inFlight, now: 5100 });
    expect(state.jobs[0]?.runStart).toEqual({ at: 5100, processed: 1 });
  });
});

describe('formatTimeLeft', () => {
  it('rounds to what a person reads at a glance', () => {
    expect(formatTimeLeft(800)).toBe('about 5 s left');
    expect(formatTimeLeft(41_000)).toBe('about 45 s left');
    expect(formatTimeLeft(185_000)).toBe('about 3 min left');
    expect(formatTimeLeft(3_600_000)).toBe('about 1 h left');
    expect(formatTimeLeft(3_900_000)).toBe('about 1 h 5 min left');
  });
});
