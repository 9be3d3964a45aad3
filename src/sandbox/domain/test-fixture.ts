import { createStore, emptySnapshot, type Store } from './store';
import type { StoredAttribution, StoredBadge, StoredMember, StoredToken } from './stored';
import type { Community } from './types';

/**
 * A small hand-built world for the domain tests (the seed has its own tests). Readable ids, a fixed
 * clock, and wallets from the EIP-55 test vectors, so expected checksums are known.
 */

export const FIXED_NOW = '2026-11-01T12:00:00.000Z';

export const W = {
  alice: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  bob: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  carol: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  dave: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  erin: '0x52908400098527886E0F7030069857D2E4169EE7',
  frank: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
} as const;

export const COLLECTION_A = '0x27b1fdb04752bbc536007a920d24acb045561c26';
export const COLLECTION_B = '0xde709f2102306220921060314715629080e2fb77';

function community(id: string, name: string): Community {
  return {
    id,
    name,
    shortName: id,
    description: `${name} test community`,
    twitter: null,
    discord: null,
    youtube: null,
    website: null,
    logo: null,
    type: 'dao',
    requestLevel: 'open',
    approvedAt: null,
    verifiedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

function member(
  id: string,
  communityId: string,
  wallet: string,
  createdAt: string,
  tagIds: string[] = [],
): StoredMember {
  return {
    id,
    role: id === 'mem-1' ? 'owner' : 'member',
    wallet: wallet.toLowerCase(),
    ensName: id === 'mem-1' ? 'alice.eth' : null,
    avatar: null,
    addMethod: 'manual',
    createdAt,
    updatedAt: createdAt,
    confirmedAt: createdAt,
    communityId,
    tagIds,
  };
}

function token(id: string, contract: string, acquiredBlock: number, burnedBlock: number | null): StoredToken {
  return {
    id,
    collectionName: contract === COLLECTION_A ? 'Alpha Nouns' : 'Beta Zorbs',
    name: `Token ${id}`,
    kind: 'erc721',
    chainId: '1',
    contract,
    tokenId: id,
    image: `https://img.sandbox.badge-console.test/tokens/${id}.svg`,
    uri: `ipfs://token/${id}`,
    rarity: 'common',
    rarityRank: 1,
    description: '',
    externalUrl: null,
    animationUrl: null,
    traits: [],
    quantity: 1,
    burnDate: burnedBlock === null ? null : '2026-06-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ownerWallet: W.alice.toLowerCase(),
    acquiredBlock,
    burnedBlock,
    communityId: 'com-a',
  };
}

function badge(
  id: string,
  status: StoredBadge['status'],
  claimEndDate: string,
  maxClaims: number,
): StoredBadge {
  return {
    id,
    communityId: 'com-a',
    title: `Badge ${id}`,
    description: 'A test badge',
    image: `https://img.sandbox.badge-console.test/badges/${id}.svg`,
    type: 'achievement',
    status,
    chainId: '1',
    contract: W.frank,
    claimEndDate,
    maxClaims,
    tags: [],
    author: { name: 'Alpha Guild', uri: 'https://alpha.example' },
    requirements: [],
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
  };
}

function attribution(
  id: string,
  wallet: string,
  memberId: string,
  earnedAt: string,
  metadata: Record<string, unknown>,
  claimed: boolean,
): StoredAttribution {
  return {
    id,
    badgeId: 'badge-live',
    communityId: 'com-a',
    wallet: wallet.toLowerCase(),
    memberId,
    code: null,
    earnedAt,
    claimedAt: claimed ? earnedAt : null,
    transactionHash: null,
    tokenId: null,
    metadata,
  };
}

export function makeTestStore(now: string = FIXED_NOW): Store {
  const snapshot = emptySnapshot(7);
  const d = snapshot.data;
  d.communities.push(
    community('com-b', 'Beta Club'),
    community('com-a', 'Alpha Guild'),
    community('com-empty', 'Zeta Empty'),
  );
  d.members.push(
    member('mem-1', 'com-a', W.alice, '2026-01-01T00:00:00.000Z', ['tag-core']),
    member('mem-2', 'com-a', W.bob, '2026-02-01T00:00:00.000Z', ['tag-core', 'tag-art']),
    member('mem-3', 'com-a', W.carol, '2026-03-01T00:00:00.000Z'),
    member('mem-b1', 'com-b', W.alice, '2026-01-15T00:00:00.000Z'),
  );
  d.tags.push(
    {
      id: 'tag-core',
      name: 'Core',
      communityId: 'com-a',
      memberCount: 2,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 'tag-art',
      name: 'Artists',
      communityId: 'com-a',
      memberCount: 1,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
    {
      id: 'tag-b',
      name: 'Beta',
      communityId: 'com-b',
      memberCount: 0,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  );
  d.tokens.push(
    token('1', COLLECTION_A, 19_000_000, null),
    token('2', COLLECTION_A, 20_000_000, 20_500_000),
    token('3', COLLECTION_B, 20_800_000, null),
  );
  d.badges.push(
    badge('badge-live', 'live', '2027-06-01T00:00:00.000Z', 3),
    badge('badge-approved', 'approved', '2027-06-01T00:00:00.000Z', 10),
    badge('badge-expired', 'live', '2026-10-01T00:00:00.000Z', 10),
    badge('badge-draft', 'draft', '2027-06-01T00:00:00.000Z', 10),
  );
  d.vaults.push({ id: 'vault-1', communityId: 'com-a', chainId: '1' });
  d.collections.push(
    {
      id: 'col-a',
      communityId: 'com-a',
      name: 'Alpha Wardrobe',
      contract: COLLECTION_A,
      chainId: '8453',
      nextTokenId: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 'col-b',
      communityId: 'com-b',
      name: 'Beta Themes',
      contract: COLLECTION_B,
      chainId: '1',
      nextTokenId: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  );
  d.attributions.push(
    attribution('att-1', W.alice, 'mem-1', '2026-03-01T00:00:00.000Z', { score: 10, time: 50 }, true),
    attribution('att-2', W.bob, 'mem-2', '2026-03-02T00:00:00.000Z', { score: 30, time: 40 }, false),
  );
  return createStore(snapshot, { clock: () => now });
}
