import { describe, expect, it } from 'vitest';
import { getBadge } from './badges';
import { createReward, deleteReward, getReward, listRewards, updateReward } from './rewards';
import { FIXED_NOW, makeTestStore, W } from './test-fixture';
import { catchError, validReward } from './test-support';

const ref = { communityId: 'com-a', badgeId: 'badge-live' };

describe('rewards', () => {
  it('creates a reward with amounts as numbers', () => {
    const store = makeTestStore();
    const reward = createReward(store, { ...ref, body: validReward });
    expect(reward).toMatchObject({
      name: 'Gas refund',
      amount: [0.01, 2],
      chainId: '1',
      providerImage: 'https://img.sandbox.badge-console.test/providers/vault.svg',
      endDate: '2027-01-01T00:00:00.000Z',
      transactionHash: null,
      deletedAt: null,
      sentAt: null,
    });
    expect(reward).not.toHaveProperty('badgeId');
    expect(listRewards(store, ref)).toEqual([reward]);
    expect(getBadge(store, ref).rewards).toEqual([reward]);
  });

  it('requires a vault for the reward’s chain', () => {
    const err = catchError(() =>
      createReward(makeTestStore(), { ...ref, body: { ...validReward, chainId: '11155111' } }),
    );
    expect(err).toEqual({
      status: 400,
      message: 'No vault exists for chain 11155111; add one in the community dashboard',
      field: 'chainId',
    });
  });

  it.each([
    'name',
    'image',
    'provider',
    'type',
    'status',
    'vaultId',
    'contract',
    'chainId',
    'amount',
    'description',
    'endDate',
    'maxSpend',
  ] as const)('requires %s', (field) => {
    const body = Object.fromEntries(Object.entries(validReward).filter(([key]) => key !== field));
    const err = catchError(() => createReward(makeTestStore(), { ...ref, body }));
    expect(err.status).toBe(400);
    expect(err.field).toBe(field);
    expect(err.message.startsWith(field)).toBe(true);
  });

  it.each([
    [{ provider: 'Acme' }, 'provider must be one of the following values: Thank APE, Vault', 'provider'],
    [
      { type: 'nft' },
      'type must be one of the following values: native, erc20, erc721, erc1155, points',
      'type',
    ],
    [{ status: 'done' }, 'status must be one of the following values: open, pending, sent', 'status'],
    [{ amount: ['ten'] }, 'each value in amount must be a string of a non-negative number', 'amount'],
    [{ amount: [] }, 'amount should not be empty', 'amount'],
    // The contract types a requested amount as a string of a number; a number is refused.
    [{ amount: [5] }, 'each value in amount must be a string of a non-negative number', 'amount'],
    [{ maxSpend: -1 }, 'maxSpend must be a positive number', 'maxSpend'],
    [{ endDate: 'tomorrow' }, 'endDate must be a valid ISO 8601 date string', 'endDate'],
  ])('refuses %o', (change, message, field) => {
    expect(
      catchError(() => createReward(makeTestStore(), { ...ref, body: { ...validReward, ...change } })),
    ).toEqual({
      status: 400,
      message,
      field,
    });
  });

  it('gets, updates and deletes a reward', () => {
    const store = makeTestStore();
    const { id } = createReward(store, { ...ref, body: validReward });
    expect(getReward(store, { ...ref, rewardId: id }).name).toBe('Gas refund');
    const updated = updateReward(store, {
      ...ref,
      rewardId: id,
      body: { type: 'erc20', contract: W.erin.toLowerCase(), provider: 'Thank APE', amount: ['25'] },
    });
    expect(updated).toMatchObject({ type: 'erc20', contract: W.erin, amount: [25], name: 'Gas refund' });
    expect(updated.providerImage).toContain('thank-ape');
    expect(
      catchError(() => updateReward(store, { ...ref, rewardId: id, body: { chainId: '8453' } })).field,
    ).toBe('chainId');
    deleteReward(store, { ...ref, rewardId: id });
    expect(listRewards(store, ref)).toEqual([]);
    expect(catchError(() => getReward(store, { ...ref, rewardId: id }))).toEqual({
      status: 404,
      message: `Reward ${id} not found`,
      field: undefined,
    });
  });

  it('stamps a reward when it is sent', () => {
    const store = makeTestStore();
    const { id } = createReward(store, { ...ref, body: validReward });
    const sent = updateReward(store, { ...ref, rewardId: id, body: { status: 'sent' } });
    expect(sent.sentAt).toBe(FIXED_NOW);
    expect(sent.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('404s rewards of unknown badges', () => {
    expect(
      catchError(() => listRewards(makeTestStore(), { communityId: 'com-a', badgeId: 'nope' })).status,
    ).toBe(404);
  });
});
