import { toChecksumAddress } from './address';
import type { Store } from './store';
import type { StoredBadge, StoredMember, StoredReward, StoredToken } from './stored';
import type { Account, Badge, Community, Member, Membership, Reward, Tag, Token } from './types';

/**
 * Mappers from stored records to public shapes. They copy, so callers cannot mutate the store,
 * and drop internal fields, so the HTTP layer cannot leak them.
 */

export function toPublicCommunity(c: Community): Community {
  return { ...c };
}

export function toPublicMember(m: StoredMember): Member {
  return {
    id: m.id,
    role: m.role,
    wallet: toChecksumAddress(m.wallet),
    ensName: m.ensName,
    avatar: m.avatar ? { ...m.avatar } : null,
    addMethod: m.addMethod,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    confirmedAt: m.confirmedAt,
  };
}

export function toMembership(m: StoredMember): Membership {
  const { id, role, wallet, addMethod, confirmedAt } = toPublicMember(m);
  return { id, role, wallet, addMethod, confirmedAt };
}

/** The sandbox has no separate accounts: a member's account shares its id and wallet. */
export function toAccount(m: StoredMember): Account {
  return {
    id: m.id,
    wallet: toChecksumAddress(m.wallet),
    linkedWallets: [],
    twitter: null,
    discord: null,
    email: null,
    connectedAvatar: null,
  };
}

export function toPublicToken(t: StoredToken): Token {
  return {
    id: t.id,
    collectionName: t.collectionName,
    name: t.name,
    kind: t.kind,
    chainId: t.chainId,
    contract: t.contract,
    tokenId: t.tokenId,
    image: t.image,
    uri: t.uri,
    rarity: t.rarity,
    rarityRank: t.rarityRank,
    description: t.description,
    externalUrl: t.externalUrl,
    animationUrl: t.animationUrl,
    traits: t.traits.map((trait) => ({ ...trait })),
    quantity: t.quantity,
    burnDate: t.burnDate,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export function toPublicReward(r: StoredReward): Reward {
  return {
    id: r.id,
    name: r.name,
    image: r.image,
    provider: r.provider,
    providerImage: r.providerImage,
    type: r.type,
    status: r.status,
    vaultId: r.vaultId,
    contract: r.contract,
    chainId: r.chainId,
    amount: [...r.amount],
    description: r.description,
    endDate: r.endDate,
    maxSpend: r.maxSpend,
    transactionHash: r.transactionHash,
    deletedAt: r.deletedAt,
    sentAt: r.sentAt,
  };
}

export function badgeRewards(store: Store, badgeId: string): StoredReward[] {
  return store.data.rewards.filter((r) => r.badgeId === badgeId);
}

export function toPublicBadge(store: Store, b: StoredBadge): Badge {
  return {
    id: b.id,
    communityId: b.communityId,
    title: b.title,
    name: b.title,
    description: b.description,
    image: b.image,
    type: b.type,
    status: b.status,
    chainId: b.chainId,
    contract: b.contract,
    claimEndDate: b.claimEndDate,
    maxClaims: b.maxClaims,
    tags: b.tags.map((t) => ({ ...t })),
    author: { ...b.author },
    rewards: badgeRewards(store, b.id).map(toPublicReward),
    requirements: structuredClone(b.requirements),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

/**
 * A tag as the service answers it. The stored count is left out: the service documents no count on
 * the tag record, so clients count a tag's members from the `total` of its member list.
 */
export type PublicTag = Omit<Tag, 'memberCount'>;

export function toPublicTag(t: Tag): PublicTag {
  return { id: t.id, name: t.name, communityId: t.communityId, createdAt: t.createdAt };
}
