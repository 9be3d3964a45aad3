import { describe, expect, it } from 'vitest';
import { createPaymentIntent, paymentIntentTable, toBaseUnits } from './payments';
import { makeTestStore } from './test-fixture';
import { catchError } from './test-support';

const ref = { communityId: 'com-a' };

describe('payment intents', () => {
  it('answers what the payer’s wallet signs, with the value in the token’s smallest unit', () => {
    const store = makeTestStore();
    const intent = createPaymentIntent(store, { ...ref, body: { value: '0.01', chainId: '1' } });
    expect(intent).toMatchObject({
      chainId: '1',
      expiresAt: '2026-11-02T12:00:00.000Z',
      onchain: {
        token: '0x0000000000000000000000000000000000000000',
        value: '10000000000000000',
        deadline: String(Date.parse('2026-11-02T12:00:00.000Z') / 1000),
      },
    });
    expect(intent.paymentRouterAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(intent.onchain.paymentId).toMatch(/^0x[0-9a-f]{8}$/);
    expect(intent.onchain.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(paymentIntentTable.rows(store)).toHaveLength(1);
    expect(paymentIntentTable.rows(store)[0]).toMatchObject({
      communityId: 'com-a',
      value: '0.01',
      tokenSymbol: null,
    });
  });

  it('takes the token, expiry, callback and metadata', () => {
    const body = {
      value: '100',
      chainId: '1',
      tokenSymbol: 'usdc',
      expiresAt: '2026-12-31T23:59:59Z',
      callBackUrl: 'https://shop.example/paid',
      metadata: { order: 'A-17' },
    };
    const intent = createPaymentIntent(makeTestStore(), { ...ref, body });
    expect(intent.onchain.value).toBe('100000000');
    expect(intent.onchain.token).not.toBe('0x0000000000000000000000000000000000000000');
    expect(intent.expiresAt).toBe('2026-12-31T23:59:59.000Z');
    expect(intent.onchain.deadline).toBe(String(Date.parse('2026-12-31T23:59:59Z') / 1000));
    // The same chain gets the same router for every intent.
    expect(createPaymentIntent(makeTestStore(), { ...ref, body }).paymentRouterAddress).toBe(
      intent.paymentRouterAddress,
    );
  });

  it('requires a vault for the chain, as rewards do', () => {
    const err = catchError(() =>
      createPaymentIntent(makeTestStore(), { ...ref, body: { value: '1', chainId: '8453' } }),
    );
    expect(err).toEqual({
      status: 400,
      message: 'No vault exists for chain 8453; add one in the community dashboard',
      field: 'chainId',
    });
    expect(
      catchError(() =>
        createPaymentIntent(makeTestStore(), { communityId: 'com-b', body: { value: '1', chainId: '1' } }),
      ).field,
    ).toBe('chainId');
  });

  it.each([
    [{ chainId: '1' }, 'value should not be empty', 'value'],
    [{ value: 5, chainId: '1' }, 'value must be a string', 'value'],
    [
      { value: '-1', chainId: '1' },
      'value must be a string of a positive number, e.g. "100" or "0.5"',
      'value',
    ],
    [
      { value: '0', chainId: '1' },
      'value must be a string of a positive number, e.g. "100" or "0.5"',
      'value',
    ],
    [
      { value: '1e3', chainId: '1' },
      'value must be a string of a positive number, e.g. "100" or "0.5"',
      'value',
    ],
    [
      { value: '0.0000001', chainId: '1', tokenSymbol: 'USDC' },
      'value has more than 6 decimal places, the precision of USDC',
      'value',
    ],
    [{ value: '1' }, 'chainId must be a numeric string', 'chainId'],
    [{ value: '1', chainId: 'mainnet' }, 'chainId must be a numeric string', 'chainId'],
    [
      { value: '1', chainId: '1', tokenSymbol: 'US-DC' },
      'tokenSymbol must contain only letters and digits',
      'tokenSymbol',
    ],
    [
      { value: '1', chainId: '1', expiresAt: '2026-10-01T00:00:00Z' },
      'expiresAt must be a date in the future',
      'expiresAt',
    ],
    [
      { value: '1', chainId: '1', callBackUrl: 'http://shop.example/paid' },
      'callBackUrl must be a URL starting with https://',
      'callBackUrl',
    ],
    [{ value: '1', chainId: '1', metadata: 'order' }, 'metadata must be an object', 'metadata'],
  ])('refuses %o', (body, message, field) => {
    expect(catchError(() => createPaymentIntent(makeTestStore(), { ...ref, body }))).toEqual({
      status: 400,
      message,
      field,
    });
  });

  it('converts decimal amounts exactly', () => {
    expect(toBaseUnits('1.5', 18, 'ETH')).toBe('1500000000000000000');
    expect(toBaseUnits('123456789.123456', 6, 'USDC')).toBe('123456789123456');
    expect(toBaseUnits(' 7 ', 6, 'USDC')).toBe('7000000');
  });

  it('answers 404 for an unknown community', () => {
    expect(
      catchError(() =>
        createPaymentIntent(makeTestStore(), { communityId: 'nope', body: { value: '1', chainId: '1' } }),
      ),
    ).toEqual({ status: 404, message: 'Community nope not found', field: undefined });
  });
});
