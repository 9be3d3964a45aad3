import { describe, expect, it } from 'vitest';
import { badRequest, conflict, forbidden, notFound, SandboxError, toErrorBody, unauthorized } from './errors';

describe('errors', () => {
  it('carries status, reason phrase and field', () => {
    const err = badRequest('wallet must be a valid Ethereum address', 'wallet');
    expect(err).toBeInstanceOf(SandboxError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ status: 400, error: 'Bad Request', field: 'wallet' });
    expect(toErrorBody(err)).toEqual({
      statusCode: 400,
      message: 'wallet must be a valid Ethereum address',
      error: 'Bad Request',
    });
  });

  it('names the missing record', () => {
    expect(notFound('Community c1').message).toBe('Community c1 not found');
    expect(notFound('Community c1').status).toBe(404);
  });

  it('has the other statuses', () => {
    expect(conflict('taken', 'name')).toMatchObject({ status: 409, error: 'Conflict', field: 'name' });
    expect(unauthorized()).toMatchObject({ status: 401, error: 'Unauthorized' });
    expect(forbidden()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect(badRequest('x').field).toBeUndefined();
  });
});
