// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from '../../api/client';
import { SANDBOX_API_KEY, sandboxBaseUrl } from '../../config/sandbox';
import { walletNumber } from '../../lib/csv/test-wallets';
import { updateBadge } from '../../sandbox/domain/badges';
import { RETRY_AFTER_SECONDS } from '../../sandbox/http/respond';
import { arrangeBadge } from '../../testing/arrange';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';
import { badgeAwardKind, type BadgeAwardItem, type BadgeAwardParams } from './badge-award-kind';
import { defaultSleep } from './chunk-runner';
import { CONFIRMED_BY_READING } from './chunk-step';
import { jobKind } from './job-kinds';
import { createJobRunner, type JobRunner } from './job-runner';
import { memoryJobStorage } from './job-storage';
import type { JobKind } from './job-types';
import { memberBulkAddKind } from './member-bulk-add-kind';
import { DEFAULT_RETRY } from './retry-policy';

const sandbox = setupSandbox();
const storage = memoryJobStorage();
let runner: JobRunner;
let waits: number[];
/** Called at each backoff wait (a test lifts a fault there). */
let onWait: (() => void) | undefined;

/** Backoff waits are recorded and skipped; request timeouts still use real time. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms >= DEFAULT_RETRY.timeoutMs) return defaultSleep(ms, signal);
  waits.push(ms);
  onWait?.();
  return Promise.resolve();
}

/** A runner as after a page load, over the same storage; `override` replaces a kind by name. */
function load(override?: JobKind): JobRunner {
  runner.dispose();
  runner = createJobRunner({
    storage,
    kindOf: (name) => (override?.kind === name ? override : jobKind(name)),
    connection: () => sandboxBaseUrl(),
    sleep,
  });
  return runner;
}

beforeEach(() => {
  waits = [];
  onWait = undefined;
  storage.records.clear();
  applyConnection({ mode: 'sandbox', baseUrl: sandboxBaseUrl(), apiKey: SANDBOX_API_KEY });
  runner = createJobRunner({ storage, kindOf: () => undefined, connection: () => undefined });
});
afterEach(() => runner.dispose());

function community(): string {
  const found = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!found) throw new Error('seed community missing');
  return found.id;
}

const memberCount = (communityId: string, wallet: string) =>
  sandbox.runtime.store.data.members.filter(
    (m) => m.communityId === communityId && m.wallet === wallet.toLowerCase(),
  ).length;

/** The same kind, but the service's answer to the request numbered `lose` never arrives. */
function losingAnswer<Item, Params>(kind: JobKind<Item, Params>, lose: number): JobKind {
  const real = jobKind(kind.kind);
  if (!real) throw new Error('kind missing');
  let requests = 0;
  return {
    ...real,
    run: async (chunk, context) => {
      const outcomes = await real.run(chunk, context);
      requests += 1;
      return requests === lose ? new Promise<never>(() => undefined) : outcomes;
    },
  };
}

async function finished(id: string) {
  await vi.waitFor(() => expect(runner.getState().jobs.find((j) => j.id === id)?.status).toBe('done'), {
    timeout: 20_000,
  });
  const job = runner.getState().jobs.find((j) => j.id === id);
  if (!job) throw new Error('job gone');
  return job;
}

// Hundreds of requests through the sandbox per test: a busy machine needs time.
describe('member bulk add over the sandbox', { timeout: 60_000 }, () => {
  it('adds every wallet once, in chunks, reporting members already there as skipped', async () => {
    const id = community();
    const existing = sandbox.runtime.store.data.members.find((m) => m.communityId === id)?.wallet ?? '';
    const wallets = [...Array.from({ length: 249 }, (_, i) => walletNumber(70_000 + i)), existing];
    const seen = recordRequests(sandbox);
    load();
    const jobId = await runner.start({
      kind: memberBulkAddKind.kind,
      title: 'Import',
      params: { communityId: id, tags: [] },
      items: wallets.map((wallet, i) => ({ wallet, line: i + 2 })),
    });
    const job = await finished(jobId);
    expect(seen.filter((r) => r.path.endsWith('/member/bulk'))).toHaveLength(3);
    expect(job.counts).toEqual({ done: 249, skipped: 1, failed: 0, unknown: 0, cancelled: 0 });
    expect(job.results[249]).toEqual({ status: 'skipped', reason: 'Already a member' });
    expect(wallets.every((w) => memberCount(id, w) === 1)).toBe(true);
  });

  it('after a reload with a chunk in flight, reads its wallets back instead of sending them again', async () => {
    const id = community();
    const wallets = Array.from({ length: 250 }, (_, i) => walletNumber(80_000 + i));
    const seen = recordRequests(sandbox);
    load(losingAnswer(memberBulkAddKind, 2));
    const jobId = await runner.start({
      kind: memberBulkAddKind.kind,
      title: 'Import',
      params: { communityId: id, tags: [] },
      items: wallets.map((wallet) => ({ wallet })),
    });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 20_000 });
    await vi.waitFor(() => expect(memberCount(id, wallets[199] ?? '')).toBe(1), { timeout: 20_000 });
    load();
    const job = await finished(jobId);
    const sent = seen
      .filter((r) => r.method === 'POST')
      .flatMap((r) => (r.body as { wallets: string[] }).wallets);
    expect(sent).toHaveLength(250);
    expect(new Set(sent).size).toBe(250);
    // The chunk whose answer was lost: each of its wallets read back, found, and not sent again.
    const readBack = seen.filter((r) => r.method === 'GET' && /\/member\/0x/i.test(r.path));
    expect(readBack).toHaveLength(100);
    expect(job.counts.done).toBe(250);
    expect(job.results[100]).toEqual({ status: 'done', message: CONFIRMED_BY_READING });
    expect(job.results[0]).toEqual({ status: 'done' });
    expect(wallets.every((w) => memberCount(id, w) === 1)).toBe(true);
  });

  it('waits as the service says on 429 (Retry-After) and retries a 500, losing and doubling nothing', async () => {
    const id = community();
    const wallets = Array.from({ length: 150 }, (_, i) => walletNumber(90_000 + i));
    const url = `${sandboxBaseUrl()}/community/${id}/member/bulk`;
    // The first request is refused with 429, the third fails with 500; the others reach the sandbox.
    let requests = 0;
    sandbox.server.use(
      http.post(url, () => {
        requests += 1;
        if (requests === 1) {
          const body = { statusCode: 429, message: 'Too Many Requests', error: 'Too Many Requests' };
          return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': '4' } });
        }
        if (requests === 3) {
          const body = { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' };
          return HttpResponse.json(body, { status: 500 });
        }
        return undefined;
      }),
    );
    load();
    const jobId = await runner.start({
      kind: memberBulkAddKind.kind,
      title: 'Import',
      params: { communityId: id, tags: [] },
      items: wallets.map((wallet) => ({ wallet })),
    });
    const job = await finished(jobId);
    expect(requests).toBe(4);
    expect(waits[0]).toBe(4000);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThanOrEqual(500);
    expect(waits[1]).toBeLessThanOrEqual(1000);
    expect(job.counts.done).toBe(150);
    expect(wallets.every((w) => memberCount(id, w) === 1)).toBe(true);
  });
});

describe("member bulk add: tags and the sandbox's own faults", () => {
  const tagIds = (communityId: string) =>
    sandbox.runtime.store.data.tags.filter((t) => t.communityId === communityId).map((t) => t.id);
  const memberTags = (communityId: string, wallet: string) =>
    sandbox.runtime.store.data.members.find(
      (m) => m.communityId === communityId && m.wallet === wallet.toLowerCase(),
    )?.tagIds ?? [];

  it("gives each wallet the job's tags and its own, one request per set of tags in a chunk", async () => {
    const id = community();
    const [all, vip, early] = tagIds(id);
    if (!all || !vip || !early) throw new Error('the seed community needs three tags');
    const wallets = Array.from({ length: 6 }, (_, i) => walletNumber(40_000 + i));
    const seen = recordRequests(sandbox);
    load();
    const jobId = await runner.start({
      kind: memberBulkAddKind.kind,
      title: 'Import with tags',
      params: { communityId: id, tags: [all] },
      items: wallets.map((wallet, i) => ({
        wallet,
        line: i + 2,
        ...(i % 3 === 1 ? { tags: [vip] } : i % 3 === 2 ? { tags: [vip, early] } : {}),
      })),
    });
    const job = await finished(jobId);
    expect(job.counts.done).toBe(6);
    const bulk = seen.filter((r) => r.path.endsWith('/member/bulk'));
    expect(bulk).toHaveLength(3);
    expect(bulk.map((r) => r.body)).toEqual([
      { wallets: [wallets[0], wallets[3]], tags: [all] },
      { wallets: [wallets[1], wallets[4]], tags: [all, vip].sort() },
      { wallets: [wallets[2], wallets[5]], tags: [all, vip, early].sort() },
    ]);
    expect([...memberTags(id, wallets[5] ?? '')].sort()).toEqual([all, vip, early].sort());
    expect(memberTags(id, wallets[0] ?? '')).toEqual([all]);
  });

  it("waits for the sandbox's forced 429 as its Retry-After says, then adds everyone once", async () => {
    const id = community();
    const wallets = Array.from({ length: 120 }, (_, i) => walletNumber(30_000 + i));
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'addMembersBulk', status: 429 }],
    };
    // The rate limit lifts while the runner waits.
    onWait = () => {
      sandbox.runtime.faults = { ...sandbox.runtime.faults, forced: [] };
    };
    load();
    const jobId = await runner.start({
      kind: memberBulkAddKind.kind,
      title: 'Import',
      params: { communityId: id, tags: [] },
      items: wallets.map((wallet) => ({ wallet })),
    });
    const job = await finished(jobId);
    expect(waits).toEqual([RETRY_AFTER_SECONDS * 1000]);
    expect(job.counts).toEqual({ done: 120, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    expect(wallets.every((w) => memberCount(id, w) === 1)).toBe(true);
  });
});

describe('bulk award over the sandbox', { timeout: 60_000 }, () => {
  function liveBadge(maxClaims = 100) {
    const badge = arrangeBadge(sandbox, community(), { maxClaims });
    updateBadge(sandbox.runtime.store, {
      communityId: community(),
      badgeId: badge.id,
      body: { status: 'live' },
    });
    return badge.id;
  }

  const awards = (badgeId: string, wallet: string) =>
    sandbox.runtime.store.data.attributions.filter(
      (a) => a.badgeId === badgeId && a.wallet === wallet.toLowerCase(),
    ).length;

  function start(badgeId: string, items: BadgeAwardItem[]) {
    const params: BadgeAwardParams = { communityId: community(), badgeId };
    return runner.start({ kind: badgeAwardKind.kind, title: 'Award', params, items });
  }

  it('after a reload with a request unanswered, reads the wallets back and awards each exactly once', async () => {
    const badgeId = liveBadge();
    const wallets = Array.from({ length: 25 }, (_, i) => walletNumber(60_000 + i));
    const seen = recordRequests(sandbox);
    load(losingAnswer(badgeAwardKind, 2));
    const jobId = await start(
      badgeId,
      wallets.map((wallet) => ({ wallet, metadata: { score: 1 } })),
    );
    await vi.waitFor(() => expect(awards(badgeId, wallets[19] ?? '')).toBe(1), { timeout: 20_000 });
    load();
    const job = await finished(jobId);
    expect(wallets.every((w) => awards(badgeId, w) === 1)).toBe(true);
    expect(job.counts).toEqual({ done: 25, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    expect(
      job.results.filter((r) => r?.status === 'done' && r.message === CONFIRMED_BY_READING),
    ).toHaveLength(10);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(25);
  });

  it('awards up to maxClaims and reports the rest with the service message; a wallet awarded meanwhile is skipped', async () => {
    const badgeId = liveBadge(5);
    const wallets = Array.from({ length: 8 }, (_, i) => walletNumber(50_000 + i));
    load();
    const first = await start(badgeId, [{ wallet: wallets[0] ?? '' }]);
    await finished(first);
    const jobId = await start(
      badgeId,
      wallets.map((wallet) => ({ wallet })),
    );
    const job = await finished(jobId);
    expect(job.results[0]).toEqual({
      status: 'skipped',
      reason: `${wallets[0] ?? ''} has already been awarded this badge`,
    });
    expect(job.counts).toEqual({ done: 4, skipped: 1, failed: 3, unknown: 0, cancelled: 0 });
    expect(job.results[7]).toEqual({
      status: 'failed',
      message: expect.stringMatching(/maximum of 5 claims/) as string,
    });
    expect(sandbox.runtime.store.data.attributions.filter((a) => a.badgeId === badgeId)).toHaveLength(5);
  });
});
