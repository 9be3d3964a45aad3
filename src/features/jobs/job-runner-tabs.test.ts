import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLocks } from './fake-locks';
import { jobLockName, webJobLocks } from './job-locks';
import { createJobRunner, type JobRunner } from './job-runner';
import { FakeService, items, testKind, until } from './job-runner.test-support';
import { memoryJobStorage } from './job-storage';
import type { Job, JobKind } from './job-types';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Tabs of one browser: one storage, one lock manager, one service. */
function browser(kind: JobKind<string, { tag: string }>) {
  const storage = memoryJobStorage();
  const locks = new FakeLocks();
  const open = async () => {
    const tab = locks.tab();
    const runner = createJobRunner({
      storage,
      kindOf: (name) => (name === kind.kind ? (kind as JobKind) : undefined),
      connection: () => 'http://api.test/v1',
      random: () => 0.5,
      locks: webJobLocks(tab.locks),
      newId: () => 'job-1',
    });
    await runner.ready;
    const job = (id: string): Job => {
      const found = runner.getState().jobs.find((j) => j.id === id);
      if (!found) throw new Error(`no job ${id}`);
      return found;
    };
    // Closing a tab stops its runner and the browser lets go of its locks.
    const close = () => {
      runner.dispose();
      tab.close();
    };
    return { runner, job, close, tab: tab.id };
  };
  return { open, locks, storage };
}

const start = (runner: JobRunner, count: number) =>
  runner.start({ kind: 'test', title: 'Import', params: { tag: 't' }, items: items(count) });

describe('job runner: two tabs', () => {
  it('runs a job in the tab that holds its lock; the other shows it elsewhere and sends nothing', async () => {
    const service = new FakeService();
    const b = browser(testKind(service));
    const tabA = await b.open();
    // Every answer waits for the test, so the job is mid-way when the second tab opens.
    service.answer(...Array.from({ length: 5 }, () => ({ type: 'held' as const })));
    const id = await start(tabA.runner, 50);
    await until(() => service.requests.length === 1);
    const tabB = await b.open();
    await until(() => tabB.runner.runningElsewhere(id));
    expect(b.locks.holderOf(jobLockName(id))).toBe(tabA.tab);
    // Commands in the other tab change nothing: the running tab decides.
    tabB.runner.pause(id);
    tabB.runner.cancel(id);
    for (let i = 0; i < 5; i += 1) {
      await until(() => service.requests.length === i + 1);
      service.release();
    }
    await until(() => tabA.job(id).status === 'done');
    // When the running tab lets go, the other reads the finished job and stops showing it elsewhere.
    await until(() => !tabB.runner.runningElsewhere(id) && tabB.job(id).status === 'done');
    expect(service.requests).toHaveLength(5);
    expect(service.sentTwice()).toEqual([]);
    expect(tabB.job(id).counts.done).toBe(50);
  });

  it('shows the kept progress of a job running elsewhere', async () => {
    const service = new FakeService();
    const b = browser(testKind(service));
    const tabA = await b.open();
    service.answer({ type: 'held' }, { type: 'ok' }, { type: 'held' });
    const id = await start(tabA.runner, 50);
    await until(() => service.requests.length === 1);
    const tabB = await b.open();
    await until(() => tabB.runner.runningElsewhere(id));
    expect(tabB.job(id).counts.done).toBe(0);
    service.release();
    await until(() => service.requests.length === 3);
    await vi.advanceTimersByTimeAsync(2500);
    expect(tabB.runner.runningElsewhere(id)).toBe(true);
    expect(tabB.job(id).counts.done).toBe(20);
  });

  it('the other tab takes the job over when the running tab closes, and sends nothing twice', async () => {
    const service = new FakeService();
    const b = browser(testKind(service, { reconcile: true }));
    const tabA = await b.open();
    // The second chunk reaches the service, but its tab closes before the answer arrives.
    service.answer({ type: 'ok' }, { type: 'lost' });
    const id = await start(tabA.runner, 50);
    await until(() => service.requests.length === 2);
    const tabB = await b.open();
    await until(() => tabB.runner.runningElsewhere(id));
    expect(service.requests).toHaveLength(2);
    tabA.close();
    await until(() => tabB.job(id).status === 'done');
    expect(tabB.runner.runningElsewhere(id)).toBe(false);
    expect(b.locks.holderOf(jobLockName(id))).toBeUndefined();
    expect(service.reconciled).toEqual([items(20).slice(10)]);
    expect(service.sentTwice()).toEqual([]);
    expect([...service.acted.values()].every((n) => n === 1)).toBe(true);
    expect(service.acted.size).toBe(50);
    expect(tabB.job(id).counts.done).toBe(50);
  });

  it('a tab opened while no tab runs a queued job runs it, and the first tab then waits', async () => {
    const service = new FakeService();
    const b = browser(testKind(service));
    const tabA = await b.open();
    const id = await start(tabA.runner, 30);
    tabA.close(); // closed before its first chunk: the job is kept, queued
    const tabB = await b.open();
    const tabC = await b.open();
    await until(() => tabB.job(id).status === 'done' || tabC.job(id).status === 'done');
    await until(() => tabB.job(id).status === 'done' && tabC.job(id).status === 'done');
    expect(service.requests.flat().sort()).toEqual(items(30).sort());
    expect(service.sentTwice()).toEqual([]);
  });
});
