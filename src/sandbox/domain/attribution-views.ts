import { toChecksumAddress } from './address';
import type { AttributionDetail, CommunityAttribution, PublicAttribution } from './attribution-types';
import { keptView } from './derived';
import type { Store } from './store';
import type { StoredAttribution, StoredBadge, StoredMember } from './stored';
import type { Badge } from './types';
import { badgeRewards, toAccount, toMembership, toPublicBadge, toPublicReward } from './views';

/** Mappers for the attribution shapes; they resolve badges and members once per page, not per item. */

/** Member ids are account ids, shared by the memberships of one wallet, so the key includes the community. */
function memberKey(communityId: string, memberId: string): string {
  return `${communityId}:${memberId}`;
}

/**
 * Every member by community and id, kept between reads (derived.ts): a page of a badge's
 * attributions looked through all the members to find its own, 100,000 of them in the large preset.
 * A write that adds a member changes the array's length, which builds it again.
 */
function membersByKey(store: Store): ReadonlyMap<string, StoredMember> {
  const all = store.data.members;
  return keptView(store, all, 'by-key', () => {
    const byKey = new Map<string, StoredMember>();
    for (const m of all) byKey.set(memberKey(m.communityId, m.id), m);
    return byKey;
  });
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
  const members = membersByKey(store);
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
      // One view of the badge per page, shared by its records: the answer is serialized at once,
      // and a copy for each of 1,000 records was a fifth of the time such a page took.
      badge,
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
