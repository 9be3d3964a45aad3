import type { StoredMember, StoredToken } from '../domain/stored';
import type { Trait } from '../domain/types';
import type { SeedCollection, SeedContext } from './context';
import { blockTime, IMG, iso, REFERENCE_BLOCK, text, type Gen } from './gen';

/**
 * Token holdings: each member 0–12 tokens from the community's collections, acquired across blocks
 * 19,000,000–21,000,000, some burned since, so the block filter has history to show.
 */

const FIRST_BLOCK = 19_000_000;
const RARITIES = ['legendary', 'epic', 'rare', 'uncommon', 'common'] as const;

function tokenCount(gen: Gen): number {
  const roll = gen.random();
  // Most wallets hold a few; a handful are collectors.
  return roll < 0.25 ? 0 : roll < 0.85 ? gen.int(1, 4) : gen.int(5, 12);
}

export function rarity(rank: number, supply: number): string {
  const share = rank / supply;
  const index = share < 0.01 ? 0 : share < 0.05 ? 1 : share < 0.2 ? 2 : share < 0.5 ? 3 : 4;
  return RARITIES[index];
}

export function traits(gen: Gen, collection: SeedCollection): Trait[] {
  return Object.entries(collection.traits).map(([key, values]) => {
    const rarityPercent = Math.round((100 / values.length) * (0.5 + gen.random()) * 10) / 10;
    return {
      key,
      type: 'string',
      value: gen.pick(values),
      tokenCount: Math.round((collection.supply * rarityPercent) / 100),
      rarity: Math.round(1000 / rarityPercent) / 10,
      rarityPercent,
    };
  });
}

function token(gen: Gen, collection: SeedCollection, member: StoredMember, art: number): StoredToken {
  collection.nextTokenId += 1;
  const tokenId = String(collection.nextTokenId);
  const acquiredBlock = gen.int(FIRST_BLOCK, REFERENCE_BLOCK - 10_000);
  const burnedBlock = gen.chance(0.08) ? gen.int(acquiredBlock + 1, REFERENCE_BLOCK) : null;
  const rank = gen.int(1, collection.supply);
  const createdAt = iso(blockTime(acquiredBlock));
  const burnDate = burnedBlock === null ? null : iso(blockTime(burnedBlock));
  return {
    id: gen.id('token', `${collection.key}:${tokenId}`),
    collectionName: collection.name,
    name: text(collection.name, ' #', tokenId),
    kind: collection.kind,
    chainId: collection.chainId,
    contract: collection.contract,
    tokenId,
    image: text(IMG, '/avatars/', art, '.svg'),
    uri: text('ipfs://bafybeib', collection.key.replace(/-/g, ''), 'meta/', tokenId, '.json'),
    rarity: rarity(rank, collection.supply),
    rarityRank: rank,
    description: text(collection.name, ' number ', tokenId, '.'),
    externalUrl: text('https://', collection.key, '.example/token/', tokenId),
    animationUrl: null,
    traits: traits(gen, collection),
    quantity: collection.kind === 'erc1155' ? gen.int(1, 5) : 1,
    burnDate,
    createdAt,
    updatedAt: burnDate ?? createdAt,
    ownerWallet: member.wallet,
    acquiredBlock,
    burnedBlock,
    communityId: member.communityId,
  };
}

/** `share` of the members get tokens (all of them in the demo; fewer in the large preset). */
export function buildTokens(
  ctx: SeedContext,
  members: readonly StoredMember[],
  collections: readonly SeedCollection[],
  share: number,
): StoredToken[] {
  const { gen } = ctx;
  const tokens: StoredToken[] = [];
  if (collections.length === 0) return tokens;
  for (const member of members) {
    if (share < 1 && !gen.chance(share)) continue;
    const count = tokenCount(gen);
    for (let i = 0; i < count; i++) {
      ctx.nextArt += 1;
      tokens.push(token(gen, gen.pick(collections), member, ctx.nextArt));
    }
  }
  return tokens;
}
