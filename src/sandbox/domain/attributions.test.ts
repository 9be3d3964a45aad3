import { describe, expect, it } from 'vitest';
import { generateAttributionCode } from './attribution-updates';
import {
  createAttribution,
  getAttribution,
  listBadgeAttributions,
  listPublicBadgeAttributions,
} from './attributions';
import { getMember } from './members';
import { createStore } from './store';
import { FIXED_NOW, makeTestStore, W } from './test-fixture';
import { catchError } from './test-support';

const live = { communityId: 'com-a', badgeId: 'badge-live' };

describe('attribution create', () => {
  it('awards a member and answers the community shape', () => {
    const store = makeTestStore();
    const a = createAttribution(store, {
      ...live,
      body: { wallet: W.carol.toLowerCase(), metadata: { score: 5 } },
    });
    expect(a).toMatchObject({
      earnedAt: FIXED_NOW,
      claimedAt: null,
      transactionHash: null,
      tokenId: null,
      wallet: W.carol,
      metadata: { score: 5 },
      badge: { id: 'badge-live', name: 'Badge badge-live' },
      account: { id: 'mem-3', wallet: W.carol, linkedWallets: [] },
      membership: { id: 'mem-3', role: 'member', wallet: W.carol, addMethod: 'manual' },
    });
  });

  it('makes a non-member a member (addMethod claim)', () => {
    const store = makeTestStore();
    const a = createAttribution(store, { ...live, body: { wallet: W.dave } });
    const member = getMember(store, { communityId: 'com-a', idOrAddress: W.dave });
    expect(member).toMatchObject({ addMethod: 'claim', role: 'member', confirmedAt: null });
    expect(a.membership?.id).toBe(member.id);
  });

  it('auto-claims, minting on-chain badges', () => {
    const a = createAttribution(makeTestStore(), { ...live, body: { wallet: W.dave, autoClaim: true } });
    expect(a.claimedAt).toBe(FIXED_NOW);
    expect(a.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a.tokenId).toBe('3');
  });

  it('needs a wallet or a code', () => {
    expect(
      catchError(() => createAttribution(makeTestStore(), { ...live, body: { autoClaim: true } })),
    ).toEqual({
      status: 400,
      message: 'wallet or code must be provided',
      field: 'wallet',
    });
  });

  it('validates the body', () => {
    const store = makeTestStore();
    expect(catchError(() => createAttribution(store, { ...live, body: { wallet: 'bob' } }))).toEqual({
      status: 400,
      message: 'wallet must be a valid Ethereum address',
      field: 'wallet',
    });
    expect(
      catchError(() => createAttribution(store, { ...live, body: { wallet: W.dave, autoClaim: 'yes' } }))
        .field,
    ).toBe('autoClaim');
    expect(
      catchError(() => createAttribution(store, { ...live, body: { wallet: W.dave, metadata: [1] } }))
        .message,
    ).toBe('metadata must be an object');
  });

  it('refuses null for autoClaim and metadata: optional fields are left out, not sent as null', () => {
    const store = makeTestStore();
    expect(
      catchError(() => createAttribution(store, { ...live, body: { wallet: W.dave, autoClaim: null } })),
    ).toEqual({ status: 400, message: 'autoClaim must be a boolean value', field: 'autoClaim' });
    expect(
      catchError(() => createAttribution(store, { ...live, body: { wallet: W.dave, metadata: null } })),
    ).toEqual({ status: 400, message: 'metadata must be an object', field: 'metadata' });
  });

  it('refuses badges that are not live', () => {
    const err = catchError(() =>
      createAttribution(makeTestStore(), {
        communityId: 'com-a',
        badgeId: 'badge-approved',
        body: { wallet: W.dave },
      }),
    );
    expect(err).toEqual({
      status: 400,
      message: 'Badge badge-approved is not live; attributions can only be created for live badges',
      field: undefined,
    });
  });

  it('awards a wallet once', () => {
    const err = catchError(() =>
      createAttribution(makeTestStore(), { ...live, body: { wallet: W.bob.toLowerCase() } }),
    );
    expect(err).toEqual({
      status: 400,
      message: `${W.bob} has already been awarded this badge`,
      field: 'wallet',
    });
  });

  it('refuses after the claim end date', () => {
    const err = catchError(() =>
      createAttribution(makeTestStore(), {
        communityId: 'com-a',
        badgeId: 'badge-expired',
        body: { wallet: W.dave },
      }),
    );
    expect(err.message).toBe('Badge badge-expired stopped accepting claims on 2026-10-01T00:00:00.000Z');
    expect(err.status).toBe(400);
  });

  it('refuses once maxClaims is reached', () => {
    const store = makeTestStore();
    createAttribution(store, { ...live, body: { wallet: W.dave } });
    expect(catchError(() => createAttribution(store, { ...live, body: { wallet: W.erin } }))).toEqual({
      status: 400,
      message: 'Badge badge-live has reached its maximum of 3 claims',
      field: undefined,
    });
  });

  it('creates a code attribution and refuses reused or unknown codes', () => {
    const store = makeTestStore();
    const { code } = generateAttributionCode(store, live);
    const a = createAttribution(store, { ...live, body: { code: code.toLowerCase() } });
    expect(a).toMatchObject({ wallet: null, account: null, membership: null });
    expect(catchError(() => createAttribution(store, { ...live, body: { code } }))).toEqual({
      status: 400,
      message: `code ${code} has already been used`,
      field: 'code',
    });
    expect(catchError(() => createAttribution(store, { ...live, body: { code: 'NOPE-NOPE' } })).message).toBe(
      'code NOPE-NOPE is not a valid claim code for this badge',
    );
    expect(
      catchError(() => createAttribution(store, { ...live, body: { code, autoClaim: true } })).field,
    ).toBe('autoClaim');
  });
});

describe('attribution reads', () => {
  it('lists a badge’s attributions newest first with a status filter', () => {
    const store = makeTestStore();
    expect(listBadgeAttributions(store, live).results.map((a) => a.id)).toEqual(['att-2', 'att-1']);
    expect(listBadgeAttributions(store, { ...live, status: 'earned' }).results.map((a) => a.id)).toEqual([
      'att-2',
    ]);
    expect(listBadgeAttributions(store, { ...live, status: 'claimed' }).results.map((a) => a.id)).toEqual([
      'att-1',
    ]);
    expect(catchError(() => listBadgeAttributions(store, { ...live, status: 'pending' }))).toEqual({
      status: 400,
      message: 'status must be one of the following values: earned, claimed',
      field: 'status',
    });
  });

  it('lists the public items for partners', () => {
    const store = makeTestStore();
    const page = listPublicBadgeAttributions(store, { badgeId: 'badge-live', perPage: 1 });
    expect(page).toMatchObject({ total: 2, perPage: 1 });
    expect(page.results[0]).toEqual({
      id: 'att-2',
      wallet: W.bob,
      earnedAt: '2026-03-02T00:00:00.000Z',
      claimedAt: null,
      rewards: [],
      requirements: [],
      memberId: 'mem-2',
    });
    expect(listPublicBadgeAttributions(store, { badgeId: 'badge-approved' }).total).toBe(0);
    expect(catchError(() => listPublicBadgeAttributions(store, { badgeId: 'nope' })).status).toBe(404);
  });

  it('gets one attribution with a numeric chainId', () => {
    const detail = getAttribution(makeTestStore(), { ...live, attributionId: 'att-1' });
    expect(detail).toEqual({
      id: 'att-1',
      badgeId: 'badge-live',
      earnedAt: '2026-03-01T00:00:00.000Z',
      claimedAt: '2026-03-01T00:00:00.000Z',
      transactionHash: null,
      tokenId: null,
      chainId: 1,
      contract: W.frank,
      wallet: W.alice,
      metadata: { score: 10, time: 50 },
    });
    expect(catchError(() => getAttribution(makeTestStore(), { ...live, attributionId: 'x' })).message).toBe(
      'Attribution x not found',
    );
  });

  it('is deterministic for the same snapshot and clock', () => {
    const a = makeTestStore();
    const b = createStore(a.snapshot(), { clock: () => FIXED_NOW });
    const first = createAttribution(a, { ...live, body: { wallet: W.dave, autoClaim: true } });
    const second = createAttribution(b, { ...live, body: { wallet: W.dave, autoClaim: true } });
    expect(second).toEqual(first);
  });
});
