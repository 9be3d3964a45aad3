import { describe, expect, it } from 'vitest';
import { COLLECTION_A, COLLECTION_B, makeTestStore, W } from './test-fixture';
import { catchError } from './test-support';
import { listMemberTokens } from './tokens';

const base = { communityId: 'com-a', idOrAddress: 'mem-1' };

describe('member tokens', () => {
  it('lists current holdings (burned excluded), most recent first, without internal fields', () => {
    const page = listMemberTokens(makeTestStore(), base);
    expect(page.results.map((t) => t.tokenId)).toEqual(['3', '1']);
    expect(page.results[0]).not.toHaveProperty('ownerWallet');
    expect(page.results[0]).not.toHaveProperty('acquiredBlock');
    expect(page.results[0]).not.toHaveProperty('communityId');
  });

  it('filters by collection, case-insensitively, as an array or comma list', () => {
    const store = makeTestStore();
    expect(
      listMemberTokens(store, { ...base, collection: [COLLECTION_A.toUpperCase().replace('0X', '0x')] })
        .total,
    ).toBe(1);
    expect(listMemberTokens(store, { ...base, collection: `${COLLECTION_A},${COLLECTION_B}` }).total).toBe(2);
  });

  it('answers ownership at a historical block', () => {
    const store = makeTestStore();
    const at = (blockNumber: unknown): string[] =>
      listMemberTokens(store, { ...base, blockNumber }).results.map((t) => t.tokenId);
    expect(at('18999999')).toEqual([]);
    expect(at(19_000_000)).toEqual(['1']);
    expect(at('20400000')).toEqual(['2', '1']);
    // Burned at 20,500,000: not held at that block any more.
    expect(at(20_500_000)).toEqual(['1']);
    expect(at(21_000_000)).toEqual(['3', '1']);
  });

  it('refuses a non-integer block and bad collections', () => {
    const store = makeTestStore();
    expect(catchError(() => listMemberTokens(store, { ...base, blockNumber: '12.5' }))).toEqual({
      status: 400,
      message: 'blockNumber must be a non-negative integer',
      field: 'blockNumber',
    });
    expect(catchError(() => listMemberTokens(store, { ...base, blockNumber: 'latest' })).field).toBe(
      'blockNumber',
    );
    expect(catchError(() => listMemberTokens(store, { ...base, collection: 'nouns' })).field).toBe(
      'collection',
    );
  });

  it('finds the member by wallet and 404s strangers', () => {
    const store = makeTestStore();
    expect(listMemberTokens(store, { communityId: 'com-a', idOrAddress: W.alice }).total).toBe(2);
    expect(
      catchError(() => listMemberTokens(store, { communityId: 'com-a', idOrAddress: W.dave })).status,
    ).toBe(404);
  });
});
