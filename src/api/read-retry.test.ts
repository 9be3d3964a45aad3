import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from './errors';
import { honourServerWaits, overCapMessage, READ_WAITS, serverAskedWait } from './read-retry';
import { currentServerWaits } from './server-waits';

const answered = (status: number, retryAfter?: string) =>
  apiErrorFromBody(
    status,
    '',
    { message: 'Too Many Requests' },
    'GET /community/{id}/member',
    [],
    retryAfter,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('honourServerWaits', () => {
  it('waits what a 429 asked, shown meanwhile, and sends the request again', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(answered(429, '2'))
      .mockResolvedValue('page');
    const read = honourServerWaits(send, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    expect(currentServerWaits()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBe('page');
    expect(send).toHaveBeenCalledTimes(2);
    expect(currentServerWaits()).toEqual([]);
  });

  it('lets the error stand after its waits, marked so that no query waits on it again', async () => {
    const error = answered(503, '1');
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(error);
    const read = honourServerWaits(send, new AbortController().signal);
    const settled = expect(read).rejects.toBe(error);
    await vi.advanceTimersByTimeAsync(READ_WAITS * 1000);
    await settled;
    expect(send).toHaveBeenCalledTimes(READ_WAITS + 1);
    expect(serverAskedWait(error, 0)).toBeUndefined();
  });

  it('does not wait on errors the service did not ask to wait after, nor for longer than a page waits', async () => {
    for (const error of [
      answered(500),
      answered(400),
      answered(503),
      answered(429, '3600'),
      answered(503, '9'.repeat(400)),
    ]) {
      const send = vi.fn<() => Promise<string>>().mockRejectedValue(error);
      await expect(honourServerWaits(send, new AbortController().signal)).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when the read is cancelled', async () => {
    const controller = new AbortController();
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(answered(429, '10'));
    const read = honourServerWaits(send, controller.signal);
    const settled = expect(read).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    expect(send).toHaveBeenCalledTimes(1);
    expect(currentServerWaits()).toEqual([]);
  });
});

describe('overCapMessage', () => {
  it('says how long the service asked and how long a page waits', () => {
    expect(overCapMessage(3_600_000)).toBe(
      'The API asked to wait 60 min before trying again, longer than a page waits on its own (30 s). Try again later.',
    );
  });
});
