import { describe, expect, it } from 'vitest';
import { badRequest } from '../domain/errors';
import { errorResponse, failure, RETRY_AFTER_SECONDS, statusError } from './respond';

describe('error answers', () => {
  it('tells a client when to come back after a 429, in seconds, as a rate limiter does', async () => {
    const response = failure(statusError(429));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      statusCode: 429,
      message: 'Too Many Requests (injected by the sandbox)',
      error: 'Too Many Requests',
    });
  });

  it('sends no Retry-After with other errors', () => {
    for (const error of [statusError(500), statusError(503), badRequest('wallets must be an array')]) {
      expect(errorResponse(error).headers.get('retry-after')).toBeNull();
    }
  });
});
