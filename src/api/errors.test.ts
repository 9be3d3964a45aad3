import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, fieldOfMessage, serverFieldErrors, toApiError } from './errors';

describe('apiErrorFromBody', () => {
  it('reads the NestJS shape with a message array and maps messages to fields', () => {
    const error = apiErrorFromBody(
      400,
      'Bad Request',
      {
        statusCode: 400,
        message: ['wallet must be an Ethereum address', 'tags must be an array'],
        error: 'Bad Request',
      },
      'POST /community/{id}/member',
      ['wallet', 'tags'],
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('wallet must be an Ethereum address; tags must be an array');
    expect(error.fieldErrors).toEqual({
      wallet: 'wallet must be an Ethereum address',
      tags: 'tags must be an array',
    });
    expect(error.operation).toBe('POST /community/{id}/member');
  });

  it('falls back to plain text, then to the error field, then to the status', () => {
    expect(apiErrorFromBody(502, 'Bad Gateway', 'upstream timed out', 'op').message).toBe(
      'upstream timed out',
    );
    expect(apiErrorFromBody(403, '', { error: 'Forbidden' }, 'op').message).toBe('Forbidden');
    expect(apiErrorFromBody(401, '', '', 'op').message).toMatch(/API key or token was refused/);
    expect(apiErrorFromBody(418, "I'm a teapot", null, 'op').message).toBe("I'm a teapot");
  });
});

describe('fieldOfMessage', () => {
  it('finds a field named first or quoted, and nothing otherwise', () => {
    expect(fieldOfMessage('maxClaims must be a positive integer', ['maxClaims'])).toBe('maxClaims');
    expect(fieldOfMessage('Invalid value for `claimEndDate`', ['claimEndDate'])).toBe('claimEndDate');
    expect(fieldOfMessage('Badge is not live', ['wallet'])).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('splits field messages from the rest', () => {
    const error = apiErrorFromBody(
      409,
      'Conflict',
      { message: ['wallet 0xabc is already a member of this community', 'Try again later'] },
      'op',
    );
    expect(serverFieldErrors(error, ['wallet'])).toEqual({
      fields: { wallet: 'wallet 0xabc is already a member of this community' },
      rest: ['Try again later'],
    });
  });
  it('keeps any other error as a general message', () => {
    expect(serverFieldErrors(new Error('boom'), ['wallet'])).toEqual({ fields: {}, rest: ['boom'] });
  });
});

describe('toApiError', () => {
  it('names network failures and cancellations', () => {
    const network = toApiError(new TypeError('Failed to fetch'), 'GET /community');
    expect(network.kind).toBe('network');
    expect(network.message).toMatch(/Could not reach the API.*CORS/);
    expect(toApiError(new DOMException('aborted', 'AbortError'), 'op').message).toBe(
      'The request was cancelled',
    );
  });
});

describe('Retry-After', () => {
  it('keeps the header as sent on the error, and leaves it out when absent', () => {
    expect(apiErrorFromBody(429, 'Too Many Requests', {}, 'op', [], '30').retryAfter).toBe('30');
    expect(apiErrorFromBody(503, '', {}, 'op', [], 'Wed, 21 Oct 2026 07:28:00 GMT').retryAfter).toBe(
      'Wed, 21 Oct 2026 07:28:00 GMT',
    );
    expect(apiErrorFromBody(500, '', {}, 'op', [], null).retryAfter).toBeUndefined();
  });

  it('reads the wait it asks for, from when the answer came', () => {
    expect(apiErrorFromBody(429, '', {}, 'op', [], '3').retryAfterMs).toBe(3000);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const fromDate = apiErrorFromBody(503, '', {}, 'op', [], inAMinute).retryAfterMs;
    expect(fromDate).toBeGreaterThan(58_000);
    expect(fromDate).toBeLessThanOrEqual(60_000);
    expect(apiErrorFromBody(429, '', {}, 'op', [], 'soon').retryAfterMs).toBeUndefined();
    expect(apiErrorFromBody(429, '', {}, 'op', [], null).retryAfterMs).toBeUndefined();
  });
});

describe('toApiError for requests that never finish', () => {
  it('names a timeout as no answer in time, with a way forward', () => {
    const error = toApiError(new DOMException('signal timed out', 'TimeoutError'), 'GET /community');
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/did not answer in time/);
  });

  it('names a cancelled request as cancelled', () => {
    expect(toApiError(new DOMException('aborted', 'AbortError'), 'GET /community').message).toBe(
      'The request was cancelled',
    );
  });
});
