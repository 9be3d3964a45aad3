import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_DONE, NOT_RESENT } from './chunk-step';
import { apiError, FakeService, harness, items, testKind, until } from './job-runner.test-support';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const start = (h: Awaited<ReturnType<typeof harness>>, count: number) =>
  h.runner.start({ kind: 'test', title: 'Import', params: { tag: 't' }, items: items(count) });

describe('job runner: chunks, progress and storage', () => {
  it('sends every item once, in chunks, and writes progress per chunk, not per item', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service, { chunkSize: 100 }));
    const saves = vi.spyOn(h.storage, 'save');
    const id = await start(h, 1000);
    await until(() => h.job(id).status === 'done');
    expect(service.requests.map((r) => r.length)).toEqual(Array(10).fill(100));
    expect(service.sentTwice()).toEqual([]);
    expect(h.job(id).counts).toEqual({ done: 1000, skipped: 0, failed: 0, unknown: 0, cancelled: 0 });
    // Three writes per chunk (in flight, results, cursor), whatever the chunk size.
    expect(saves.mock.calls.length).toBeLessThanOrEqual(31);
    expect(saves.mock.calls.every(([, chunks]) => chunks.length <= 1)).toBe(true);
    await h.reload();
    expect(h.job(id)).toMatchObject({ status: 'done', nextChunk: 10, counts: { done: 1000 } });
    expect(h.job(id).results.every((r) => r?.status === 'done')).toBe(true);
  });

  it('yields to the page between chunks', async () => {
    const service = new FakeService();
    const turns: (() => void)[] = [];
    const yieldToMain = () => new Promise<void>((resolve) => turns.push(resolve));
    const h = await harness(testKind(service, { chunkSize: 10 }), { yieldToMain });
    const id = await start(h, 30);
    await until(() => turns.length === 1);
    await vi.advanceTimersByTimeAsync(1000);
    // The next chunk waits until the page has had its turn.
    expect(service.requests).toHaveLength(1);
    turns.shift()?.();
    await until(() => turns.length === 1);
    expect(service.requests).toHaveLength(2);
    turns.shift()?.();
    await until(() => turns.length === 1);
    turns.shift()?.();
    await until(() => h.job(id).status === 'done');
    expect(service.requests).toHaveLength(3);
  });

  it('runs 10,000 items with a turn for the page after every chunk and a few small writes per chunk', async () => {
    const service = new FakeService();
    let turns = 0;
    const yieldToMain = () => {
      turns += 1;
      return Promise.resolve();
    };
    const h = await harness(testKind(service, { chunkSize: 100 }), { yieldToMain });
    const saves = vi.spyOn(h.storage, 'save');
    const id = await start(h, 10_000);
    await until(() => h.job(id).status === 'done', 20_000);
    expect(h.job(id).counts.done).toBe(10_000);
    expect(turns).toBe(100);
    expect(saves.mock.calls.length).toBeLessThanOrEqual(301);
    // Each write holds the record and at most one chunk of results, never the whole job.
    const largest = Math.max(...saves.mock.calls.map(([, chunks]) => chunks.length));
    expect(largest).toBe(1);
  });

  it('runs a job only on the connection it was made for', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    const id = await start(h, 5);
    await until(() => h.job(id).status === 'done');
    const other = await harness(testKind(service), { connection: 'https://elsewhere.test/v1' });
    const stored = [...h.storage.records];
    for (const [key, value] of stored) other.storage.records.set(key, value);
    await other.reload();
    expect(other.job(id).status).toBe('done');
    const queued = await start(h, 3);
    const copy = [...h.storage.records].filter(([key]) => key.includes(queued));
    h.runner.dispose();
    for (const [key, value] of copy) other.storage.records.set(key, value);
    const before = service.requests.length;
    await other.reload();
    await vi.advanceTimersByTimeAsync(100);
    expect(other.job(queued).status).toBe('queued');
    expect(service.requests.length).toBe(before);
  });
});

describe('job runner: a reload mid-chunk', () => {
  it('reconciles the chunk that was in flight and sends nothing twice', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service, { reconcile: true }));
    const id = await start(h, 30);
    // The second chunk reaches the service, but the page closes before the answer arrives.
    service.answer({ type: 'ok' }, { type: 'lost' });
    await until(() => service.requests.length === 2);
    await h.reload();
    expect(h.job(id)).toMatchObject({ status: 'queued', nextChunk: 1, inFlight: { chunk: 1 } });
    await until(() => h.job(id).status === 'done');
    expect(service.reconciled).toEqual([items(20).slice(10)]);
    expect(service.sentTwice()).toEqual([]);
    expect(service.requests.flat().sort()).toEqual(items(30).sort());
    expect(h.job(id).counts.done).toBe(30);
  });

  it('sends the items the service does not hold, once, after reconciling', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service, { reconcile: true }));
    const id = await start(h, 20);
    // The request never reached the service (the page closed while it was being sent).
    service.answer({ type: 'held' });
    await until(() => service.requests.length === 1);
    service.requests.pop();
    await h.reload();
    await until(() => h.job(id).status === 'done');
    expect(service.reconciled).toEqual([items(10)]);
    expect(service.sentTwice()).toEqual([]);
    expect([...service.acted.values()].every((n) => n === 1)).toBe(true);
    expect(service.acted.size).toBe(20);
  });

  it('resends the chunk in flight when resending is harmless, telling the kind which items are uncertain', async () => {
    const service = new FakeService();
    const uncertainFlags: boolean[][] = [];
    const kind = testKind(service, { resendIsSafe: true });
    const h = await harness({
      ...kind,
      run: (chunk, context) => {
        uncertainFlags.push([...context.uncertain]);
        return kind.run(chunk, context);
      },
    });
    const id = await start(h, 30);
    service.answer({ type: 'ok' }, { type: 'lost' });
    await until(() => service.requests.length === 2);
    await h.reload();
    await until(() => h.job(id).status === 'done');
    expect(service.sentTwice().sort()).toEqual(items(20).slice(10).sort());
    expect(uncertainFlags.map((flags) => flags.every(Boolean))).toEqual([false, false, true, false]);
  });

  it('counts "already done" refusals of a resent item as done, and as skipped for a first send', async () => {
    const service = new FakeService();
    const alreadyDone = (error: unknown) =>
      error instanceof Error && /already been awarded/.test(error.message);
    const h = await harness(testKind(service, { alreadyDone, chunkSize: 1 }));
    const id = await start(h, 3);
    service.answer(
      { type: 'error', error: apiError(400, 'w0 has already been awarded this badge') },
      { type: 'lost' },
      { type: 'error', error: apiError(400, 'w1 has already been awarded this badge') },
    );
    await until(() => service.requests.length === 2);
    await h.reload();
    await until(() => h.job(id).status === 'done');
    expect(h.job(id).results).toEqual([
      { status: 'skipped', reason: 'w0 has already been awarded this badge' },
      { status: 'done', message: ALREADY_DONE },
      { status: 'done' },
    ]);
    expect(service.acted.get('w1')).toBe(1);
  });

  it('does not resend an uncertain item when the kind can neither check nor safely resend', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    const id = await start(h, 20);
    service.answer({ type: 'lost' });
    await until(() => service.requests.length === 1);
    await h.reload();
    await until(() => h.job(id).status === 'done');
    expect(service.sentTwice()).toEqual([]);
    expect(h.job(id).results.slice(0, 10)).toEqual(
      Array(10).fill({ status: 'unknown', message: NOT_RESENT }),
    );
    expect(h.job(id).counts).toMatchObject({ done: 10, failed: 0, unknown: 10 });
  });
});
