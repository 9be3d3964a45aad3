import { describe, expect, it } from 'vitest';
import { createBadge, deleteBadge, getBadge, listAllBadges, listBadges, updateBadge } from './badges';
import { createReward } from './rewards';
import { FIXED_NOW, makeTestStore, W } from './test-fixture';
import { catchError, validReward } from './test-support';

const com = { communityId: 'com-a' };
const valid = {
  title: 'Early Supporter',
  description: 'Joined before the first mint',
  image: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  type: 'achievement',
  claimEndDate: '2027-01-01T00:00:00Z',
  maxClaims: 100,
  tags: [{ id: 'tag-core', name: 'Core' }],
  author: { name: 'Alpha Guild', uri: 'https://alpha.example' },
  chainId: '11155111',
  contract: W.frank.toLowerCase(),
  status: 'live',
};

describe('badges', () => {
  it('lists badges newest first with a status filter', () => {
    const store = makeTestStore();
    expect(listBadges(store, com).total).toBe(4);
    const live = listBadges(store, { ...com, status: 'live' });
    expect(live.results.map((b) => b.id).sort()).toEqual(['badge-expired', 'badge-live']);
    expect(catchError(() => listBadges(store, { ...com, status: 'shipped' }))).toEqual({
      status: 400,
      message: 'status must be one of the following values: draft, under_review, approved, rejected, live',
      field: 'status',
    });
  });

  it('lists the live badges of every community for partners', () => {
    expect(listAllBadges(makeTestStore()).total).toBe(2);
  });

  it('creates an approved badge, ignoring status in the body', () => {
    const store = makeTestStore();
    const badge = createBadge(store, { ...com, body: valid });
    expect(badge).toMatchObject({
      title: 'Early Supporter',
      name: 'Early Supporter',
      status: 'approved',
      contract: W.frank,
      chainId: '11155111',
      claimEndDate: '2027-01-01T00:00:00.000Z',
      tags: [{ id: 'tag-core', name: 'Core' }],
      rewards: [],
      requirements: [],
      createdAt: FIXED_NOW,
    });
    expect(listBadges(store, com).results[0]?.id).toBe(badge.id);
  });

  it.each([
    [{ title: undefined }, 'title should not be empty', 'title'],
    [{ description: '' }, 'description should not be empty', 'description'],
    [{ type: 'quest' }, 'type must be one of the following values: achievement, attendance', 'type'],
    [{ image: 'http://cdn.example/a.png' }, 'image must be a URL starting with https:// or ipfs://', 'image'],
    [{ claimEndDate: 'soon' }, 'claimEndDate must be a valid ISO 8601 date string', 'claimEndDate'],
    [{ claimEndDate: '2026-10-31T00:00:00Z' }, 'claimEndDate must be a date in the future', 'claimEndDate'],
    [{ maxClaims: 0 }, 'maxClaims must be a positive integer', 'maxClaims'],
    [{ maxClaims: 2.5 }, 'maxClaims must be a positive integer', 'maxClaims'],
    [{ tags: undefined }, 'tags must be an array', 'tags'],
    [{ tags: [{ id: 'tag-b' }] }, 'tags contains unknown tag ids: tag-b', 'tags'],
    [{ author: undefined }, 'author must be an object with name and uri', 'author'],
    [
      { author: { name: 'A', uri: 'nope' } },
      'author.uri must be a URL starting with https:// or http://',
      'author.uri',
    ],
    [{ chainId: 'mainnet' }, 'chainId must be a numeric string', 'chainId'],
    [{ contract: '0xabc' }, 'contract must be a valid Ethereum address', 'contract'],
  ])('refuses %o on create', (change, message, field) => {
    const err = catchError(() => createBadge(makeTestStore(), { ...com, body: { ...valid, ...change } }));
    expect(err).toEqual({ status: 400, message, field });
  });

  it('accepts a numeric chainId and no contract', () => {
    const badge = createBadge(makeTestStore(), {
      ...com,
      body: { ...valid, chainId: 8453, contract: undefined },
    });
    expect(badge).toMatchObject({ chainId: '8453', contract: null });
  });

  it('gets a badge and 404s badges of other communities', () => {
    const store = makeTestStore();
    expect(getBadge(store, { ...com, badgeId: 'badge-live' }).status).toBe('live');
    expect(catchError(() => getBadge(store, { communityId: 'com-b', badgeId: 'badge-live' }))).toEqual({
      status: 404,
      message: 'Badge badge-live not found',
      field: undefined,
    });
  });

  it('updates fields with the create rules', () => {
    const store = makeTestStore();
    const badge = updateBadge(store, {
      ...com,
      badgeId: 'badge-approved',
      body: { title: 'Renamed', maxClaims: 5 },
    });
    expect(badge).toMatchObject({ title: 'Renamed', name: 'Renamed', maxClaims: 5, updatedAt: FIXED_NOW });
    expect(
      catchError(() => updateBadge(store, { ...com, badgeId: 'badge-approved', body: { type: 'x' } })).field,
    ).toBe('type');
  });

  it('refuses contract on update', () => {
    const err = catchError(() =>
      updateBadge(makeTestStore(), { ...com, badgeId: 'badge-approved', body: { contract: W.bob } }),
    );
    expect(err).toEqual({
      status: 400,
      message: 'contract cannot be changed after creation',
      field: 'contract',
    });
  });

  it('publishes approved → live, and live is final', () => {
    const store = makeTestStore();
    expect(updateBadge(store, { ...com, badgeId: 'badge-approved', body: { status: 'live' } }).status).toBe(
      'live',
    );
    expect(
      catchError(() =>
        updateBadge(store, { ...com, badgeId: 'badge-approved', body: { status: 'approved' } }),
      ),
    ).toEqual({
      status: 400,
      message: 'Badge badge-approved is live; a live badge cannot be moved back to approved',
      field: 'status',
    });
    // Setting the same status again is harmless.
    expect(updateBadge(store, { ...com, badgeId: 'badge-live', body: { status: 'live' } }).status).toBe(
      'live',
    );
  });

  it('only lets approved badges go live', () => {
    const store = makeTestStore();
    expect(
      catchError(() => updateBadge(store, { ...com, badgeId: 'badge-draft', body: { status: 'live' } }))
        .message,
    ).toBe('Badge badge-draft is draft; only approved badges can go live');
    expect(
      catchError(() =>
        updateBadge(store, { ...com, badgeId: 'badge-approved', body: { status: 'rejected' } }),
      ).message,
    ).toBe('status can only be changed to live');
  });

  it('keeps maxClaims above the attributions already made', () => {
    const err = catchError(() =>
      updateBadge(makeTestStore(), { ...com, badgeId: 'badge-live', body: { maxClaims: 1 } }),
    );
    expect(err).toEqual({
      status: 400,
      message: 'maxClaims cannot be lower than the 2 attributions already created',
      field: 'maxClaims',
    });
  });

  it('deletes a badge with its rewards, attributions and codes', () => {
    const store = makeTestStore();
    store.data.claimCodes.push({
      code: 'AAAA-BBBB',
      badgeId: 'badge-live',
      communityId: 'com-a',
      createdAt: FIXED_NOW,
      attributionId: null,
    });
    createReward(store, { ...com, badgeId: 'badge-live', body: validReward });
    expect(store.data.rewards).toHaveLength(1);
    deleteBadge(store, { ...com, badgeId: 'badge-live' });
    expect(store.data.badges.some((b) => b.id === 'badge-live')).toBe(false);
    expect(store.data.attributions).toHaveLength(0);
    expect(store.data.rewards).toHaveLength(0);
    expect(store.data.claimCodes).toHaveLength(0);
    expect(catchError(() => getBadge(store, { ...com, badgeId: 'badge-live' })).status).toBe(404);
  });
});
