import { describe, expect, it } from 'vitest';
import { avatarTable, listAccountAvatars, type Avatar } from './avatars';
import { makeTestStore } from './test-fixture';

function avatar(n: number, primary = false): Avatar {
  return {
    id: `av-${n}`,
    name: `Avatar ${n}`,
    title: 'Builder',
    primary,
    bio: '',
    token: {
      id: `tok-${n}`,
      collectionName: 'Alpha Nouns',
      name: `Alpha Noun #${n}`,
      kind: 'erc721',
      chainId: '1',
      contract: '0x27b1fdb04752bbc536007a920d24acb045561c26',
      tokenId: String(n),
      image: `https://img.sandbox.badge-console.test/avatars/${n}.svg`,
      uri: `ipfs://token/${n}`,
      rarity: 'rare',
      rarityRank: n,
      description: '',
      externalUrl: null,
      animationUrl: null,
      traits: [
        { key: 'head', type: 'string', value: 'shark', tokenCount: 12, rarity: 8.3, rarityPercent: 12 },
      ],
      quantity: 1,
      burnDate: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

describe('account avatars', () => {
  it('lists the primary avatar first, then the others in order, paged', () => {
    const store = makeTestStore();
    avatarTable.rows(store).push(avatar(1), avatar(2), avatar(3, true), avatar(4));
    const page = listAccountAvatars(store, { perPage: 2 });
    expect(page).toMatchObject({ total: 4, perPage: 2, page: 1 });
    expect(page.results.map((a) => a.id)).toEqual(['av-3', 'av-1']);
    expect(listAccountAvatars(store, { page: '2', perPage: '2' }).results.map((a) => a.id)).toEqual([
      'av-2',
      'av-4',
    ]);
  });

  it('answers copies, so a caller cannot change the store', () => {
    const store = makeTestStore();
    avatarTable.rows(store).push(avatar(1, true));
    const [first] = listAccountAvatars(store).results;
    first?.token.traits.splice(0);
    expect(avatarTable.rows(store)[0]?.token.traits).toHaveLength(1);
  });

  it('refuses a bad page size with the paging message', () => {
    expect(() => listAccountAvatars(makeTestStore(), { perPage: 'all' })).toThrow(
      'perPage must be a positive integer',
    );
  });
});
