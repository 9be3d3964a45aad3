import { toChecksumAddress } from './address';
import type { AttributionDetail, CommunityAttribution, PublicAttribution } from './attribution-types';
import type { Store } from './store';
import type { StoredAttribution, StoredBadge, StoredMember } from './stored';
import type { Badge } from './types';
import { badgeRewards, toAccount, toMembership, toPublicBadge, toPublicReward } from './views';

/** Mappers for the attribution shapes; they resolve badges and members once per page, not per item. */

/** Member ids are account ids, shared by the memberships of one wallet, so the key includes the community. */
function memberKey(communityId: string, memberId: string): string {
  return `${communityId}:${memberId}`;
}

function membersById(store: Store, attributions: readonly StoredAttribution[]): Map<string, StoredMember> {
  // Member ids by community: the scan of every member below then builds no key for members it skips.
  const wanted = new Map<string, Set<string>>();
  for (const a of attributions) {
    if (a.memberId === null) continue;
    let ids = wanted.get(a.communityId);
    if (!ids) wanted.set(a.communityId, (ids = new Set()));
    ids.add(a.memberId);
  }
  const found = new Map<string, StoredMember>();
  if (wanted.size === 0) return found;
  for (const m of store.data.members) {
    if (wanted.get(m.communityId)?.has(m.id)) found.set(memberKey(m.communityId, m.id), m);
  }
  return found;
}

function badgesById(store: Store, attributions: readonly StoredAttribution[]): Map<string, Badge> {
  const views = new Map<string, Badge>();
  for (const a of attributions) {
    if (views.has(a.badgeId)) continue;
    const badge = store.data.badges.find((b) => b.id === a.badgeId);
    if (badge) views.set(a.badgeId, toPublicBadge(store, badge));
  }
  return views;
}

function publicWallet(wallet: string | null): string | null {
  return wallet === null ? null : toChecksumAddress(wallet);
}

export function toCommunityAttributions(
  store: Store,
  attributions: readonly StoredAttribution[],
): CommunityAttribution[] {
  const members = membersById(store, attributions);
  const badges = badgesById(store, attributions);
  const out: CommunityAttribution[] = [];
  for (const a of attributions) {
    const badge = badges.get(a.badgeId);
    if (!badge) continue;
    const member = a.memberId === null ? undefined : members.get(memberKey(a.communityId, a.memberId));
    out.push({
      id: a.id,
      earnedAt: a.earnedAt,
      claimedAt: a.claimedAt,
      transactionHash: a.transactionHash,
      tokenId: a.tokenId,
      badge: structuredClone(badge),
      account: member ? toAccount(member) : null,
      membership: member ? toMembership(member) : null,
      wallet: publicWallet(a.wallet),
      metadata: structuredClone(a.metadata),
    });
  }
  return out;
}

export function toPublicAttributions(
  store: Store,
  badge: StoredBadge,
  list: readonly StoredAttribution[],
): PublicAttribution[] {
  const rewards = badgeRewards(store, badge.id).map(toPublicReward);
  return list.map((a) => ({
    id: a.id,
    wallet: publicWallet(a.wallet),
    earnedAt: a.earnedAt,
    claimedAt: a.claimedAt,
    rewards: structuredClone(rewards),
    requirements: structuredClone(badge.requirements),
    memberId: a.memberId,
  }));
}

export function toAttributionDetail(badge: StoredBadge, a: StoredAttribution): AttributionDetail {
  return {
    id: a.id,
    badgeId: a.badgeId,
    earnedAt: a.earnedAt,
    claimedAt: a.claimedAt,
    transactionHash: a.transactionHash,
    tokenId: a.tokenId,
    chainId: badge.chainId === null ? null : Number(badge.chainId),
    contract: badge.contract,
    wallet: publicWallet(a.wallet),
    metadata: structuredClone(a.metadata),
  };
}
