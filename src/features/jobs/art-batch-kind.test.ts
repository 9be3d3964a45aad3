// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyConnection } from '../../api/client';
import { SANDBOX_API_KEY, sandboxBaseUrl } from '../../config/sandbox';
import { setupSandbox } from '../../testing/use-sandbox';
import { artBatchKind, type ArtBatchItem, type ArtBatchParams } from './art-batch-kind';
import { jobKind } from './job-kinds';
import { createJobRunner, type JobRunner } from './job-runner';
import { memoryJobStorage } from './job-storage';
import type { Job } from './job-types';

const sandbox = setupSandbox();
const storage = memoryJobStorage();
let runner: JobRunner;

/** A runner as after a page load, over the same storage. */
function load(): JobRunner {
  runner.dispose();
  runner = createJobRunner({ storage, kindOf: jobKind, connection: () => sandboxBaseUrl() });
  return runner;
}

beforeEach(() => {
  storage.records.clear();
  applyConnection({ mode: 'sandbox', baseUrl: sandboxBaseUrl(), apiKey: SANDBOX_API_KEY });
  runner = createJobRunner({ storage, kindOf: () => undefined, connection: () => undefined });
});
afterEach(() => runner.dispose());

/** Two badges of one seeded community and an item (a few bytes of "WebP") for each. */
function arrange(): { params: ArtBatchParams; items: ArtBatchItem[] } {
  const { badges } = sandbox.runtime.store.data;
  const first = badges[0];
  if (!first) throw new Error('the seed has no badge');
  const two = badges.filter((b) => b.communityId === first.communityId).slice(0, 2);
  const items = two.map((b, i) => ({
    file: `art ${i}.png`,
    name: `art-${i}.webp`,
    type: 'image/webp',
    bytes: new Blob([new Uint8Array([82, 73, 70, 70, i])], { type: 'image/webp' }),
    badgeId: b.id,
    badgeTitle: b.title,
    previousImage: b.image,
  }));
  return { params: { communityId: first.communityId, badgeIds: two.map((b) => b.id) }, items };
}

async function finished(id: string): Promise<Job> {
  for (;;) {
    const job = runner.getState().jobs.find((j) => j.id === id);
    if (job?.status === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const imageOf = (badgeId: string) => sandbox.runtime.store.data.badges.find((b) => b.id === badgeId)?.image;

describe('the batch art job', () => {
  it('uploads each image and sets it as its badge’s image, reporting the new address per line', async () => {
    const { params, items } = arrange();
    const id = await load().start({ kind: artBatchKind.kind, title: 'Replace art', params, items });
    const job = await finished(id);
    expect(job.counts).toMatchObject({ done: 2, failed: 0 });
    for (const [index, item] of items.entries()) {
      const result = job.results[index];
      expect(result?.status).toBe('done');
      const url = result?.status === 'done' ? result.message : undefined;
      expect(url).toMatch(/^https:\/\//);
      expect(url).not.toBe(item.previousImage);
      expect(imageOf(item.badgeId)).toBe(url);
    }
  });

  it('a file the upload host refuses fails its line without retrying, and leaves the badge as it was', async () => {
    const { params, items } = arrange();
    let posts = 0;
    sandbox.server.use(
      http.post(/upload/, () => {
        posts += 1;
        return new HttpResponse('<Error><Code>EntityTooLarge</Code><Message>Too big</Message></Error>', {
          status: 400,
        });
      }),
    );
    const before = items.map((item) => imageOf(item.badgeId));
    const id = await load().start({ kind: artBatchKind.kind, title: 'Replace art', params, items });
    const job = await finished(id);
    expect(job.counts).toMatchObject({ done: 0, failed: 2 });
    const first = job.results[0];
    expect(first?.status === 'failed' && first.message).toMatch(/EntityTooLarge/);
    expect(posts).toBe(2);
    expect(items.map((item) => imageOf(item.badgeId))).toEqual(before);
  });

  it('a job kept with its files resumes after a reload and finishes every line', async () => {
    const { params, items } = arrange();
    const id = await load().start({ kind: artBatchKind.kind, title: 'Replace art', params, items });
    // The page closes once the first image is in place: the second is still to send.
    for (;;) {
      if ((runner.getState().jobs.find((j) => j.id === id)?.counts.done ?? 0) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    runner.dispose();
    const kept = await storage.loadJob(id);
    expect(kept?.status).not.toBe('done');
    expect(kept?.items[1]).toMatchObject({ badgeId: items[1]?.badgeId });
    load();
    const job = await finished(id);
    expect(job.counts.done).toBe(2);
    expect(items.map((item) => imageOf(item.badgeId))).toEqual(
      job.results.map((r) => (r?.status === 'done' ? r.message : undefined)),
    );
  });
});
