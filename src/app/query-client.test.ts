import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromBody } from '../api/errors';
import { READ_WAIT_CAP_MS, READ_WAITS } from '../api/read-retry';
import { currentServerWaits } from '../api/server-waits';
import { createQueryClient, readRetryDelay, shouldRetryRead } from './query-client';

const answered = (status: number, retryAfter?: string) =>
  apiErrorFromBody(
    status,
    '',
    { message: `answered ${String(status)}` },
    'GET /community/{id}/tag',
    [],
    retryAfter,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the retry delay of a query', () => {
  it('is the wait the service asked for, in seconds or as a date', () => {
    expect(readRetryDelay(0, answered(429, '3'))).toBe(3000);
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    expect(readRetryDelay(0, answered(503, 'Sun, 01 Mar 2026 10:00:10 GMT'))).toBe(10_000);
  });

  it('doubles from 1 s for a 429 that does not say how long', () => {
    expect([0, 1, 2].map((n) => readRetryDelay(n, answered(429)))).toEqual([1000, 2000, 4000]);
  });
});

describe('whether a query is sent again', () => {
  it('waits on the service up to its limit, then lets the error stand', () => {
    for (let n = 0; n < READ_WAITS; n++) expect(shouldRetryRead(n, answered(429, '3'))).toBe(true);
    expect(shouldRetryRead(READ_WAITS, answered(429, '3'))).toBe(false);
    expect(shouldRetryRead(0, answered(503, '1'))).toBe(true);
  });

  it('does not wait when the service asks for longer than a page waits', () => {
    expect(shouldRetryRead(0, answered(429, String(READ_WAIT_CAP_MS / 1000 + 1)))).toBe(false);
    expect(shouldRetryRead(0, answered(503, '3600'))).toBe(false);
  });

  it('keeps the rest of the policy: no 4xx again, one more try for a 5xx or a network failure', () => {
    expect(shouldRetryRead(0, answered(400))).toBe(false);
    expect(shouldRetryRead(0, answered(404))).toBe(false);
    expect(shouldRetryRead(0, answered(500))).toBe(true);
    expect(shouldRetryRead(1, answered(500))).toBe(false);
    const network = new ApiError({ status: 0, message: 'offline', operation: 'op', kind: 'network' });
    expect(shouldRetryRead(0, network)).toBe(true);
  });
});

describe('a query answered 429 with Retry-After: 3', () => {
  it('is sent again after 3 s, not before, shows the wait meanwhile, and ends with its data', async () => {
    const client = createQueryClient({ onUnauthorized: () => undefined });
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(answered(429, '3'))
      .mockResolvedValueOnce('the tags');
    const result = client.query({ queryKey: ['tags'], queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(currentServerWaits()).toMatchObject([{ waitMs: 3000, stated: true }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('the tags');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(currentServerWaits()).toEqual([]);
  });
});
