import { describe, expect, it } from 'vitest';
import { EMPTY_JOBS, newJob, processed, reduceJobs, type JobAction, type JobsState } from './job-state';
import type { Job } from './job-types';

const job = (over: Partial<Job> = {}): Job => ({
  ...newJob(
    {
      id: 'j1',
      kind: 'k',
      title: 'T',
      connection: 'c',
      params: {},
      items: ['a', 'b', 'c', 'd', 'e'],
      chunkSize: 2,
    },
    1,
  ),
  ...over,
});

function run(start: Job, ...actions: JobAction[]): Job {
  let state: JobsState = { jobs: [start], loaded: true };
  for (const action of actions) state = reduceJobs(state, action);
  const found = state.jobs[0];
  if (!found) throw new Error('job gone');
  return found;
}

const flight = { chunk: 1, pending: [2, 3], uncertain: [2, 3], attempt: 1 };

describe('reduceJobs', () => {
  it('creates a queued job with no results, or a done one when it has no items', () => {
    expect(job()).toMatchObject({
      status: 'queued',
      itemCount: 5,
      nextChunk: 0,
      results: [null, null, null, null, null],
    });
    expect(
      newJob({ id: 'e', kind: 'k', title: '', connection: 'c', params: {}, items: [], chunkSize: 2 }, 5),
    ).toMatchObject({
      status: 'done',
      finishedAt: 5,
    });
  });

  it('records results and keeps the counts in step, replacing an earlier result', () => {
    const next = run(
      job(),
      {
        type: 'results',
        id: 'j1',
        results: [
          [0, { status: 'done' }],
          [1, { status: 'failed', message: 'x' }],
        ],
        inFlight: flight,
        now: 2,
      },
      {
        type: 'results',
        id: 'j1',
        results: [[1, { status: 'skipped', reason: 'y' }]],
        inFlight: flight,
        error: 'boom',
        now: 3,
      },
    );
    expect(next.counts).toEqual({ done: 1, skipped: 1, failed: 0, unknown: 0, cancelled: 0 });
    expect(processed(next)).toBe(2);
    expect(next.lastError).toBe('boom');
    expect(next.inFlight).toEqual(flight);
  });

  it('pauses a queued job at once, a running one after its request, a waiting one at once', () => {
    expect(run(job(), { type: 'pause', id: 'j1', now: 2 }).status).toBe('paused');
    const running = job({ status: 'running' });
    expect(run(running, { type: 'pause', id: 'j1', now: 2 }).status).toBe('pausing');
    expect(
      run(running, { type: 'pause', id: 'j1', now: 2 }, { type: 'settle', id: 'j1', now: 3 }).status,
    ).toBe('paused');
    const waiting = job({ status: 'running', wait: { until: 9, message: 'm' } });
    expect(run(waiting, { type: 'pause', id: 'j1', now: 2 })).toMatchObject({ status: 'paused', wait: null });
  });

  it('resumes a paused job into the queue and takes back a pause not yet effective', () => {
    expect(run(job({ status: 'paused' }), { type: 'resume', id: 'j1', now: 2 }).status).toBe('queued');
    expect(run(job({ status: 'pausing' }), { type: 'resume', id: 'j1', now: 2 }).status).toBe('running');
    expect(run(job({ status: 'done' }), { type: 'resume', id: 'j1', now: 2 }).status).toBe('done');
  });

  it('cancels: every item without a result is cancelled, noting those the service may have', () => {
    const paused = job({ status: 'paused', inFlight: flight, nextChunk: 1 });
    const withDone = run(paused, {
      type: 'results',
      id: 'j1',
      results: [
        [0, { status: 'done' }],
        [1, { status: 'done' }],
      ],
      inFlight: flight,
      now: 2,
    });
    const cancelled = run(withDone, { type: 'cancel', id: 'j1', now: 3 });
    expect(cancelled).toMatchObject({ status: 'cancelled', finishedAt: 3, inFlight: null });
    expect(cancelled.counts).toEqual({ done: 2, skipped: 0, failed: 0, unknown: 0, cancelled: 3 });
    expect(cancelled.results[2]).toMatchObject({
      status: 'cancelled',
      message: expect.stringMatching(/may have received/) as string,
    });
    expect(cancelled.results[4]).toEqual({ status: 'cancelled' });
    expect(run(job({ status: 'running' }), { type: 'cancel', id: 'j1', now: 2 }).status).toBe('cancelling');
    expect(run(job({ status: 'done' }), { type: 'cancel', id: 'j1', now: 2 }).status).toBe('done');
  });

  it('moves the cursor past a chunk once, and finishes when the last chunk is done', () => {
    const running = job({ status: 'running', nextChunk: 2 });
    const done = run(
      running,
      { type: 'chunkDone', id: 'j1', chunk: 2, now: 5 },
      { type: 'chunkDone', id: 'j1', chunk: 2, now: 6 },
      { type: 'settle', id: 'j1', now: 7 },
    );
    expect(done).toMatchObject({ nextChunk: 3, status: 'done', finishedAt: 7 });
  });

  it('after a reload: running resumes, pausing is paused, cancelling is cancelled, waits are dropped', () => {
    const loaded = reduceJobs(EMPTY_JOBS, {
      type: 'loaded',
      now: 9,
      jobs: [
        job({ id: 'r', status: 'running', wait: { until: 99, message: '' }, createdAt: 3 }),
        job({ id: 'p', status: 'pausing', createdAt: 2 }),
        job({ id: 'c', status: 'cancelling', createdAt: 1 }),
      ],
    });
    expect(loaded.loaded).toBe(true);
    expect(loaded.jobs.map((j) => [j.id, j.status, j.wait])).toEqual([
      ['r', 'queued', null],
      ['p', 'paused', null],
      ['c', 'cancelled', null],
    ]);
  });

  it('removes only jobs that are not running', () => {
    const state: JobsState = { jobs: [job({ status: 'running' })], loaded: true };
    expect(reduceJobs(state, { type: 'remove', id: 'j1' })).toBe(state);
    expect(
      reduceJobs({ jobs: [job({ status: 'paused' })], loaded: true }, { type: 'remove', id: 'j1' }).jobs,
    ).toEqual([]);
  });
});
