// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from '../../api/client';
import { SANDBOX_API_KEY, sandboxBaseUrl } from '../../config/sandbox';
import { walletNumber } from '../../lib/csv/test-wallets';
import { updateBadge } from '../../sandbox/domain/badges';
import { arrangeBadge, nounsBuilders } from '../../testing/arrange';
import { setupSandbox } from '../../testing/use-sandbox';
import { badgeAwardKind } from './badge-award-kind';
import { badgeAwardListKind } from './badge-award-list-kind';
import { defaultSleep } from './chunk-runner';
import { CONFIRMED_BY_READING } from './chunk-step';
import { jobKind } from './job-kinds';
import { createJobRunner, type JobRunner } from './job-runner';
import { memoryJobStorage } from './job-storage';
import type { Job, NewJob } from './job-types';
import { flakyTransport, THIRTY_PERCENT, type TransportEvent } from './lost-answers.test-support';
import { memberBulkAddKind } from './member-bulk-add-kind';
import { DEFAULT_RETRY } from './retry-policy';
import { tagMembersAddKind } from './tag-members-add-kind';

/**
 * Every job kind under broken connections: writes the service applies whose answers are cut
 * mid-body, writes that never arrive, and reads that fail. The service must end holding exactly
 * the list, the report must count what the service holds as done and nothing as failed, and no
 * item may be sent again unless a read since its last send showed it absent.
 */

const sandbox = setupSandbox();
const guild = nounsBuilders(sandbox);
const storage = memoryJobStorage();
let runner: JobRunner;

/** Backoff waits are skipped; request timeouts still use real time. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return ms >= DEFAULT_RETRY.timeoutMs ? defaultSleep(ms, signal) : Promise.resolve();
}

beforeEach(() => {
  storage.records.clear();
  applyConnection({ mode: 'sandbox', baseUrl: sandboxBaseUrl(), apiKey: SANDBOX_API_KEY });
  runner = createJobRunner({ storage, kindOf: jobKind, connection: () => sandboxBaseUrl(), sleep });
});
afterEach(() => {
  runner.dispose();
  vi.restoreAllMocks();
});

async function run<Item, Params>(job: NewJob<Item, Params>): Promise<Job> {
  const id = await runner.start(job);
  await vi.waitFor(() => expect(runner.getState().jobs.find((j) => j.id === id)?.status).toBe('done'), {
    timeout: 55_000,
  });
  const done = runner.getState().jobs.find((j) => j.id === id);
  if (!done) throw new Error('job gone');
  return done;
}

const confirmed = (job: Job) =>
  job.results.filter((r) => r?.status === 'done' && r.message === CONFIRMED_BY_READING).length;

function liveBadge(): string {
  const badge = arrangeBadge(sandbox, guild.id(), { maxClaims: 1000 });
  updateBadge(sandbox.runtime.store, {
    communityId: guild.id(),
    badgeId: badge.id,
    body: { status: 'live' },
  });
  return badge.id;
}

/** The wallets the service holds the badge for (an award by member id alone has none). */
const holders = (badgeId: string) =>
  sandbox.runtime.store.data.attributions
    .filter((a) => a.badgeId === badgeId)
    .map((a) => a.wallet)
    .filter((wallet): wallet is string => wallet !== null);

/** A read that can show whether a wallet holds the badge: its badges, or the badge's whole list. */
const awardRead = (read: TransportEvent, wallet: string) =>
  read.path.toLowerCase().includes(`/member/${wallet}/badges`) || /\/attribution\?/.test(read.path);

const lower = (wallets: readonly string[]) => wallets.map((w) => w.toLowerCase()).sort();

describe.each([
  ['badge-award', badgeAwardKind.kind, (wallet: string) => ({ wallet })],
  ['badge-award-list', badgeAwardListKind.kind, (wallet: string, i: number) => ({ wallet, line: i + 2 })],
])('%s under broken connections', { timeout: 60_000 }, (_, kind, item) => {
  const award = (badgeId: string, wallets: readonly string[]) =>
    run({
      kind,
      title: 'Award',
      params: { communityId: guild.id(), badgeId },
      items: wallets.map((w, i) => item(w, i)),
    });

  it('30% of answers cut after the service applied them: 30 awarded, 0 failed, each wallet sent once', async () => {
    const badgeId = liveBadge();
    const wallets = Array.from({ length: 30 }, (_, i) => walletNumber(61_000 + i));
    const net = flakyTransport({ cut: THIRTY_PERCENT });
    const job = await award(badgeId, wallets);

    expect(net.writes().filter((w) => w.fate === 'cut')).toHaveLength(9);
    expect(lower(holders(badgeId))).toEqual(lower(wallets));
    expect(job.counts).toEqual({ done: 30, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    expect(confirmed(job)).toBe(9);
    expect([...net.sends().values()].every((n) => n === 1)).toBe(true);
    expect(net.sends().size).toBe(30);
  });

  it('writes that never arrived are read back absent and sent once more, never blind', async () => {
    const badgeId = liveBadge();
    const wallets = Array.from({ length: 30 }, (_, i) => walletNumber(62_000 + i));
    // The 2nd and 8th of every ten are cut after the service applied them; the 5th never arrives.
    const net = flakyTransport({ cut: (n) => [2, 8].includes(n % 10), drop: (n) => n % 10 === 5 });
    const job = await award(badgeId, wallets);

    expect(lower(holders(badgeId))).toEqual(lower(wallets));
    expect(job.counts).toEqual({ done: 30, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    const twice = [...net.sends()].filter(([, n]) => n > 1).map(([w]) => w);
    expect(twice.length).toBeGreaterThan(0);
    expect(net.resentBlind(awardRead)).toEqual([]);
  });

  it('when reading back fails too, the wallets are neither resent nor failed: outcome unknown', async () => {
    const badgeId = liveBadge();
    const wallets = Array.from({ length: 10 }, (_, i) => walletNumber(63_000 + i));
    const net = flakyTransport({ cut: (n) => n === 3, failReads: () => true });
    const job = await award(badgeId, wallets);

    expect(job.counts).toEqual({ done: 9, skipped: 0, failed: 0, unknown: 1, cancelled: 0 });
    expect(job.results[2]?.status).toBe('unknown');
    expect(job.results[2]).toHaveProperty('message', expect.stringMatching(/^Outcome unknown/) as string);
    expect([...net.sends().values()].every((n) => n === 1)).toBe(true);
    // Read again after each wait, up to the policy's attempts (the first request counts).
    expect(net.events.filter((e) => e.method === 'GET').length).toBe(DEFAULT_RETRY.maxAttempts - 1);
  });
});

// Each test sends and reads back hundreds of requests through the sandbox: a busy machine needs time.
describe('member import under broken connections', { timeout: 60_000 }, () => {
  it('30% of answers cut after the service applied them: every wallet added once, reported added', async () => {
    const { tag } = guild.arrangeTag('Imported', 0);
    const wallets = Array.from({ length: 1000 }, (_, i) => walletNumber(64_000 + i));
    const net = flakyTransport({ cut: THIRTY_PERCENT });
    const job = await run({
      kind: memberBulkAddKind.kind,
      title: 'Import',
      params: { communityId: guild.id(), tags: [tag.id] },
      items: wallets.map((wallet, i) => ({ wallet, line: i + 2 })),
    });

    expect(net.writes().filter((w) => w.fate === 'cut')).toHaveLength(3);
    const members = guild.members().filter((m) => lower(wallets).includes(m.wallet));
    expect(members).toHaveLength(1000);
    expect(members.every((m) => m.tagIds.includes(tag.id))).toBe(true);
    expect(job.counts).toEqual({ done: 1000, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    expect(confirmed(job)).toBe(300);
    expect([...net.sends().values()].every((n) => n === 1)).toBe(true);
  });

  it('a chunk that never arrived is read back absent and sent once more', async () => {
    const wallets = Array.from({ length: 300 }, (_, i) => walletNumber(65_000 + i));
    const net = flakyTransport({ drop: (n) => n === 2 });
    const job = await run({
      kind: memberBulkAddKind.kind,
      title: 'Import',
      params: { communityId: guild.id(), tags: [] },
      items: wallets.map((wallet) => ({ wallet })),
    });

    expect(job.counts).toEqual({ done: 300, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    expect(net.sends().size).toBe(300);
    expect([...net.sends().values()].filter((n) => n === 2)).toHaveLength(100);
    expect(net.resentBlind((read, wallet) => read.path.toLowerCase().endsWith(`/member/${wallet}`))).toEqual(
      [],
    );
  });
});

describe('tagging members under broken connections', { timeout: 60_000 }, () => {
  it('answers cut after the service applied them: every member tagged once, reported tagged', async () => {
    const { tag } = guild.arrangeTag('Audience', 0);
    const members = guild.members().slice(0, 600);
    const net = flakyTransport({ cut: (n) => [2, 5].includes(n) });
    const job = await run({
      kind: tagMembersAddKind.kind,
      title: 'Save audience',
      params: { communityId: guild.id(), tagId: tag.id },
      items: members.map((m) => ({ member: m.id, wallet: m.wallet })),
    });

    expect(net.writes()).toHaveLength(6);
    expect(
      guild
        .carriers(tag.id)
        .map((m) => m.id)
        .sort(),
    ).toEqual(members.map((m) => m.id).sort());
    expect(job.counts).toEqual({ done: 600, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    expect(confirmed(job)).toBe(200);
    expect([...net.sends().values()].every((n) => n === 1)).toBe(true);
  });
});
