import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeService, harness, items, recordWaits, testKind, until } from './job-runner.test-support';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const start = (h: Awaited<ReturnType<typeof harness>>, count: number) =>
  h.runner.start({ kind: 'test', title: 'Import', params: { tag: 't' }, items: items(count) });

describe('job runner: retries', () => {
  it('backs off exponentially with jitter on 5xx, then marks the items outcome unknown with the server message', async () => {
    const service = new FakeService();
    const random = vi.fn(() => 0.5);
    const h = await harness(testKind(service, { chunkSize: 5, resendIsSafe: true }), {
      random,
      retry: { maxAttempts: 4, baseDelayMs: 1000 },
    });
    const error = apiError(503, 'Service unavailable: try later');
    service.answer(...Array.from({ length: 4 }, () => ({ type: 'error' as const, error })));
    const id = await start(h, 5);
    const waits = recordWaits(h, id);
    await until(() => h.job(id).wait !== null);
    expect(h.job(id).wait?.message).toBe('Service unavailable: try later; trying again in 1 s');
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => h.job(id).status === 'done');
    // random 0.5: three quarters of 1 s, 2 s, 4 s.
    expect(waits).toEqual([750, 1500, 3000]);
    expect(service.requests).toHaveLength(4);
    // A 5xx may come after the service acted (a proxy's 502): not a failure, an unknown outcome.
    expect(h.job(id).results[0]).toEqual({
      status: 'unknown',
      message:
        'Outcome unknown: its answers were lost. Service unavailable: try later (gave up after 4 attempts). The service may have acted on it: check it before sending it again.',
    });
    expect(h.job(id).counts).toMatchObject({ failed: 0, unknown: 5 });
    expect(h.job(id).lastError).toBe('Service unavailable: try later');
  });

  it('does not send again before the backoff is over', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service, { resendIsSafe: true }), {
      random: () => 1,
      retry: { baseDelayMs: 1000 },
    });
    service.answer({ type: 'error', error: new TypeError('Failed to fetch') });
    const id = await start(h, 3);
    const waits = recordWaits(h, id);
    await until(() => waits.length === 1);
    expect(waits).toEqual([1000]);
    const left = (h.job(id).wait?.until ?? 0) - Date.now();
    await vi.advanceTimersByTimeAsync(left - 1);
    expect(service.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => h.job(id).status === 'done');
    expect(service.requests).toHaveLength(2);
  });

  it.each([
    ['seconds', '7', 7000],
    ['an HTTP date', new Date('2026-03-01T10:00:30Z').toUTCString(), 30_000],
  ])('waits as long as Retry-After says, in %s', async (_form, header, expected) => {
    const service = new FakeService();
    const h = await harness(testKind(service), { random: () => 0 });
    service.answer({ type: 'error', error: apiError(429, 'Too many requests', header) });
    const id = await start(h, 3);
    await until(() => h.job(id).wait !== null);
    const waited = (h.job(id).wait?.until ?? 0) - Date.now();
    expect(waited).toBeGreaterThanOrEqual(expected - 10);
    expect(waited).toBeLessThanOrEqual(expected);
    await vi.advanceTimersByTimeAsync(waited - 1);
    expect(service.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => h.job(id).status === 'done');
    expect(service.requests).toHaveLength(2);
    // A 429 means the service did nothing: the resend is not "uncertain".
    expect(h.job(id).results.every((r) => r?.status === 'done' && r.message === undefined)).toBe(true);
  });

  it('on a 503 with Retry-After as an HTTP date, waits the time asked, says so, then reads back before sending', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service, { reconcile: true }), { random: () => 0 });
    const header = new Date('2026-03-01T10:00:20Z').toUTCString();
    service.answer({ type: 'error', error: apiError(503, 'Service unavailable', header), acted: true });
    const id = await start(h, 3);
    await until(() => h.job(id).wait !== null);
    expect(h.job(id).wait?.message).toBe('Service unavailable; trying again in 20 s, as the service asked');
    const waited = (h.job(id).wait?.until ?? 0) - Date.now();
    expect(waited).toBeGreaterThan(19_000);
    await vi.advanceTimersByTimeAsync(waited - 1);
    expect(service.reconciled).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => h.job(id).status === 'done');
    // A 503 may come after the service acted: read back, found, never sent again.
    expect(service.reconciled).toEqual([['w0', 'w1', 'w2']]);
    expect(service.requests).toHaveLength(1);
    expect(h.job(id).counts).toMatchObject({ done: 3, failed: 0, unknown: 0 });
  });

  it('holds a Retry-After longer than the policy allows to its longest wait, and says the service asked for more', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service), { retry: { maxDelayMs: 120_000 } });
    service.answer({ type: 'error', error: apiError(429, 'Too many requests', '3600') });
    const id = await start(h, 1);
    await until(() => h.job(id).wait !== null);
    expect(h.job(id).wait?.message).toBe(
      'Too many requests; the service asked to wait 60 min, longer than the longest wait: trying again in 2 min',
    );
    const waited = (h.job(id).wait?.until ?? 0) - Date.now();
    expect(waited).toBeGreaterThan(119_000);
    expect(waited).toBeLessThanOrEqual(120_000);
    await vi.advanceTimersByTimeAsync(120_000);
    await until(() => h.job(id).status === 'done');
    expect(service.requests).toHaveLength(2);
  });

  it('fails the chunk on a 400 without retrying, with the server message, and goes on', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service, { chunkSize: 2 }));
    service.answer(
      { type: 'ok' },
      { type: 'error', error: apiError(400, 'wallets must be valid Ethereum addresses') },
    );
    const id = await start(h, 6);
    await until(() => h.job(id).status === 'done');
    expect(service.requests).toEqual([
      ['w0', 'w1'],
      ['w2', 'w3'],
      ['w4', 'w5'],
    ]);
    expect(h.job(id).results.map((r) => r?.status)).toEqual([
      'done',
      'done',
      'failed',
      'failed',
      'done',
      'done',
    ]);
    expect(h.job(id).results[2]).toEqual({
      status: 'failed',
      message: 'wallets must be valid Ethereum addresses',
    });
  });
});

describe('job runner: pause, resume, cancel', () => {
  it('pauses after the request in flight, sends nothing while paused, and resumes where it stopped', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    service.answer({ type: 'held' });
    const id = await start(h, 30);
    await until(() => service.requests.length === 1);
    h.runner.pause(id);
    expect(h.job(id).status).toBe('pausing');
    service.release();
    await until(() => h.job(id).status === 'paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(service.requests).toHaveLength(1);
    expect(h.job(id).counts.done).toBe(10);
    h.runner.resume(id);
    await until(() => h.job(id).status === 'done');
    expect(service.sentTwice()).toEqual([]);
    expect(service.requests).toHaveLength(3);
  });

  it('a pause during a backoff wait takes effect at once, and survives a reload', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    service.answer({ type: 'error', error: apiError(500, 'Internal server error') });
    const id = await start(h, 10);
    await until(() => h.job(id).wait !== null);
    h.runner.pause(id);
    expect(h.job(id)).toMatchObject({ status: 'paused', wait: null });
    await vi.advanceTimersByTimeAsync(0);
    await h.reload();
    expect(h.job(id).status).toBe('paused');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(service.requests).toHaveLength(1);
  });

  it('cancel lets the request in flight finish, sends no further chunk and cancels the rest', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    service.answer({ type: 'ok' }, { type: 'held' });
    const id = await start(h, 40);
    await until(() => service.requests.length === 2);
    h.runner.cancel(id);
    expect(h.job(id).status).toBe('cancelling');
    service.release();
    await until(() => h.job(id).status === 'cancelled');
    await vi.advanceTimersByTimeAsync(1000);
    expect(service.requests).toHaveLength(2);
    expect(h.job(id).counts).toEqual({ done: 20, skipped: 0, failed: 0, unknown: 0, cancelled: 20 });
    await h.reload();
    expect(h.job(id)).toMatchObject({ status: 'cancelled', counts: { done: 20, cancelled: 20 } });
    expect(h.job(id).results[39]).toEqual({ status: 'cancelled' });
  });

  it('a job closed while cancelling is cancelled after the reload, noting the items the service may have', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    service.answer({ type: 'lost' });
    const id = await start(h, 20);
    await until(() => service.requests.length === 1);
    h.runner.cancel(id);
    await vi.advanceTimersByTimeAsync(0);
    await h.reload();
    expect(h.job(id).status).toBe('cancelled');
    expect(h.job(id).results[0]).toEqual({
      status: 'cancelled',
      message: expect.stringMatching(/may have received/) as string,
    });
    expect(h.job(id).results[10]).toEqual({ status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(service.requests).toHaveLength(1);
  });

  it('removes a finished job from memory and storage, but not a running one', async () => {
    const service = new FakeService();
    const h = await harness(testKind(service));
    service.answer({ type: 'held' });
    const id = await start(h, 5);
    await until(() => service.requests.length === 1);
    h.runner.remove(id);
    expect(h.job(id).status).toBe('running');
    service.release();
    await until(() => h.job(id).status === 'done');
    h.runner.remove(id);
    expect(h.runner.getState().jobs).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.storage.records.size).toBe(0);
  });
});
