import { describe, expect, it } from 'vitest';
import { newJob } from './job-state';
import { assembleJobs, memoryJobStorage, toMeta } from './job-storage';
import type { Job } from './job-types';

const job: Job = {
  ...newJob(
    {
      id: 'j1',
      kind: 'k',
      title: 'T',
      connection: 'c',
      params: { tag: 'x' },
      items: ['a', 'b', 'c'],
      chunkSize: 2,
    },
    1,
  ),
  results: [{ status: 'done' }, { status: 'skipped', reason: 'member' }, null],
  counts: { done: 1, skipped: 1, failed: 0, unknown: 0, cancelled: 0 },
  nextChunk: 1,
};

describe('job storage', () => {
  it('keeps the record without items or results', () => {
    const meta = toMeta(job);
    expect(meta).not.toHaveProperty('items');
    expect(meta).not.toHaveProperty('results');
    expect(meta.counts.done).toBe(1);
  });

  it('writes a chunk at a time and reads the job back whole, copies not references', async () => {
    const storage = memoryJobStorage();
    await storage.create(job);
    await storage.save(job, [0]);
    expect([...storage.records.keys()].sort()).toEqual(['chunk:j1:0', 'items:j1', 'job:j1']);
    const [loaded] = await storage.load();
    expect(loaded).toEqual(job);
    expect(loaded?.items).not.toBe(job.items);
    await storage.remove(job);
    expect(storage.records.size).toBe(0);
  });

  it('reads results of chunks never written as missing, and drops a job without its items', () => {
    const jobs = assembleJobs([
      ['job:j1', toMeta(job)],
      ['items:j1', ['a', 'b', 'c']],
      ['chunk:j1:1', [{ status: 'failed', message: 'm' }]],
      ['job:j2', { ...toMeta(job), id: 'j2' }],
      ['something:else', 1],
    ]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.results).toEqual([null, null, { status: 'failed', message: 'm' }]);
  });
});
