import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { backoffDelay, classifyError, DEFAULT_RETRY, retryDelay, waitMessage } from './retry-policy';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const policy = { ...DEFAULT_RETRY, baseDelayMs: 1000, maxDelayMs: 60_000 };

describe('backoffDelay', () => {
  it('doubles with each attempt and stays between half and all of that, up to the cap', () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const ceiling = Math.min(60_000, 1000 * 2 ** (attempt - 1));
      expect(backoffDelay(attempt, policy, () => 0)).toBe(ceiling / 2);
      expect(backoffDelay(attempt, policy, () => 0.999999)).toBeLessThanOrEqual(ceiling);
      expect(backoffDelay(attempt, policy, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
    }
  });
  it('spreads retries: different random draws give different waits in the same band', () => {
    const draws = [0.1, 0.4, 0.7, 0.95].map((r) => backoffDelay(3, policy, () => r));
    expect(new Set(draws).size).toBe(4);
    expect(draws.every((d) => d >= 2000 && d <= 4000)).toBe(true);
  });
});

describe('retryDelay', () => {
  it('takes Retry-After over backoff, capped by the policy', () => {
    expect(retryDelay({ retryAfterMs: 5000 }, 4, policy, () => 0.5)).toBe(5000);
    expect(retryDelay({ retryAfterMs: 3_600_000 }, 1, policy, () => 0.5)).toBe(60_000);
    expect(retryDelay({}, 2, policy, () => 0)).toBe(1000);
  });
});

describe('waitMessage', () => {
  it('says how long, and when the wait is the one the service asked for, or longer than the longest', () => {
    const busy = { message: 'Too many requests' };
    expect(waitMessage(busy, 1500)).toBe('Too many requests; trying again in 2 s');
    expect(waitMessage({ ...busy, retryAfterMs: 3000 }, 3000)).toBe(
      'Too many requests; trying again in 3 s, as the service asked',
    );
    expect(waitMessage({ ...busy, retryAfterMs: 3_600_000 }, 120_000)).toBe(
      'Too many requests; the service asked to wait 60 min, longer than the longest wait: trying again in 2 min',
    );
  });
});

describe('classifyError', () => {
  const api = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({ status, message: `server says ${status}`, operation: 'op', ...extra });

  it('retries 429 without counting the items as delivered, with its Retry-After', () => {
    expect(classifyError(api(429, { retryAfter: '3' }), NOW)).toEqual({
      retry: true,
      uncertain: false,
      retryAfterMs: 3000,
      message: 'server says 429',
    });
  });
  it('retries 5xx and network failures, counting the items as possibly delivered', () => {
    expect(classifyError(api(502), NOW)).toMatchObject({ retry: true, uncertain: true });
    expect(classifyError(api(503, { retryAfter: '10' }), NOW)).toMatchObject({ retryAfterMs: 10_000 });
    expect(classifyError(api(0, { kind: 'network' }), NOW)).toMatchObject({ retry: true, uncertain: true });
    expect(classifyError(new TypeError('Failed to fetch'), NOW)).toMatchObject({
      retry: true,
      uncertain: true,
    });
  });
  it('does not retry other answers, keeping the server message', () => {
    expect(classifyError(api(400), NOW)).toEqual({
      retry: false,
      uncertain: false,
      message: 'server says 400',
    });
    expect(classifyError(api(403), NOW).retry).toBe(false);
    expect(classifyError(api(404), NOW).retry).toBe(false);
    expect(classifyError(api(0, { kind: 'validation' }), NOW)).toMatchObject({
      retry: false,
      uncertain: false,
    });
    // A success answer that breaks the contract: the service acted, but the answer is unreadable.
    expect(classifyError(api(201, { kind: 'validation' }), NOW)).toMatchObject({
      retry: false,
      uncertain: true,
    });
  });
});
