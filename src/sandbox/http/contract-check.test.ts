import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../config/sandbox';
import {
  assertNoContractViolations,
  recordContractViolations,
  takeContractViolations,
} from '../../testing/contract-violations';
import { createTestSandbox } from '../node';
import { contractGuard, validateAnswer } from './contract-check';
import { describeViolation, type ContractViolation } from './contract-report';
import { toHandler } from './route';

const page = { total: 1, page: 1, perPage: 100 };
const member = { id: 'm1', wallet: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' };

describe('validateAnswer', () => {
  it('names the operation, the status and the field of a number sent as a string', () => {
    const found = validateAnswer({
      operationId: 'listMembers',
      status: 200,
      body: { ...page, total: '1', results: [member] },
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ operationId: 'listMembers', status: 200, field: 'total' });
    expect(describeViolation(found[0] as ContractViolation)).toMatch(
      /^Sandbox contract violation: listMembers 200 total: Invalid type: Expected number but received "1"/,
    );
  });

  it('gives the path of a nested field', () => {
    const found = validateAnswer({
      operationId: 'listMembers',
      status: 200,
      body: { ...page, results: [{ ...member, wallet: 42 }] },
    });
    expect(found.map((f) => f.field)).toEqual(['results.0.wallet']);
  });

  it('accepts an answer that keeps the contract', () => {
    expect(
      validateAnswer({ operationId: 'listMembers', status: 200, body: { ...page, results: [member] } }),
    ).toEqual([]);
    expect(validateAnswer({ operationId: 'deleteTag', status: 204, body: undefined })).toEqual([]);
  });

  it('refuses a status the operation does not list', () => {
    const found = validateAnswer({
      operationId: 'getCommunity',
      status: 409,
      body: { statusCode: 409, message: 'Conflict', error: 'Conflict' },
    });
    expect(found).toEqual([
      {
        operationId: 'getCommunity',
        status: 409,
        field: '(status)',
        problem: 'status 409 is not listed (listed: 200, 401, 403, 404)',
      },
    ]);
  });

  it('holds error answers to {statusCode, message, error}, the status repeated', () => {
    const found = validateAnswer({
      operationId: 'getCommunity',
      status: 404,
      body: { statusCode: 400, message: 'Community c1 not found' },
    });
    expect(found.map((f) => f.field)).toEqual(['statusCode', 'error']);
  });

  it('lets an injected fault use any error status, but not any body', () => {
    const body = { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' };
    expect(validateAnswer({ operationId: 'getCommunity', status: 503, body, injected: true })).toEqual([]);
    expect(validateAnswer({ operationId: 'getCommunity', status: 503, body })[0]?.field).toBe('(status)');
    expect(
      validateAnswer({ operationId: 'getCommunity', status: 503, body: { oops: true }, injected: true }).map(
        (f) => f.field,
      ),
    ).toEqual(['statusCode', 'message', 'error']);
  });

  it('refuses a body on 204 and an operation the contract lacks', () => {
    expect(validateAnswer({ operationId: 'deleteTag', status: 204, body: { id: 't1' } })[0]?.field).toBe(
      '(body)',
    );
    expect(validateAnswer({ operationId: 'listPlanets', status: 200, body: [] })[0]).toMatchObject({
      field: '(operation)',
      problem: 'the contract has no operation of this id',
    });
  });
});

describe('contractGuard', () => {
  it('replaces a violating answer by a 500 naming it, and reports it', async () => {
    const reported: ContractViolation[] = [];
    const guard = contractGuard((v) => reported.push(...v));
    const response = await guard('getCommunity', Response.json({ id: 7 }), false);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      statusCode: 500,
      message:
        'Sandbox contract violation: getCommunity 200 id: Invalid type: Expected string but received 7',
      error: 'Internal Server Error',
    });
    expect(reported).toHaveLength(1);
  });

  it('passes an answer that keeps the contract through unchanged', async () => {
    const guard = contractGuard(() => {
      throw new Error('nothing to report');
    });
    const original = Response.json({ id: 'c1', name: 'Ape Club' });
    expect(await guard('getCommunity', original, false)).toBe(original);
  });
});

describe('the test sandbox', () => {
  it('fails the test of a handler that answers a string field with a number', async () => {
    const origin = 'http://contract-check.test';
    const sandbox = createTestSandbox(origin);
    const apiBase = `${origin}/sandbox-api/v1`;
    // A deliberately wrong getTag: a tag's name must be a string.
    const wrong = toHandler(
      {
        operationId: 'getTag',
        method: 'get',
        path: '/community/:id/tag/:tagId',
        run: () => ({ id: 't1', name: 12 }),
      },
      apiBase,
      sandbox.runtime,
    );
    sandbox.server.listen({ onUnhandledRequest: 'error' });
    sandbox.server.use(wrong);
    try {
      const response = await fetch(`${apiBase}/community/c1/tag/t1`, {
        headers: { 'x-api-key': SANDBOX_API_KEY },
      });
      expect(response.status).toBe(500);
      const body = (await response.json()) as { message: string };
      expect(body.message).toMatch(/^Sandbox contract violation: getTag 200 name: /);
    } finally {
      sandbox.server.close();
    }
    // What the test setup's afterEach would fail this test with; taken here so that it does not.
    expect(takeContractViolations()).toEqual([
      expect.stringMatching(/^Sandbox contract violation: getTag 200 name: Invalid type: Expected string/),
    ]);
  });
});

describe('the test setup', () => {
  it('fails a test that left a violation behind, then starts afresh', () => {
    recordContractViolations([
      { operationId: 'getTag', status: 200, field: 'name', problem: 'Invalid type' },
    ]);
    expect(() => assertNoContractViolations()).toThrow(
      '1 sandbox answer(s) broke the contract:\n  Sandbox contract violation: getTag 200 name: Invalid type',
    );
    expect(() => assertNoContractViolations()).not.toThrow();
  });
});
