import { isMissingOperation } from '../../api/errors';
import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { fetchAllAttributions } from '../../api/resources/attributions';
import { fetchAllMemberBadges, memberKeys } from '../../api/resources/members';
import { fetchAllTagMembers } from '../../api/resources/tags';
import type { BadgeTag } from '../../api/types';

/*
 * The reads about one wallet that the checklist needs beyond the badge and its award count: which
 * of the badge's gating tags the member holds, and the member's award of the badge. The member
 * record carries neither, so both come from lists (each gating tag's members; the member's badges).
 */

/**
 * The key of what the doctor read about a wallet and a badge. It sits under every member's badges
 * (`memberKeys.allBadges`), so an award anywhere in the community reads it again, as it does the
 * member pages' badge lists.
 */
export function walletFactsKey(communityId: string, subject: string, badgeId: string) {
  return [...memberKeys.allBadges(communityId), 'eligibility', subject, badgeId] as const;
}

/** The gating tags among `tags` whose member list holds the member (each list read whole). */
export async function readHeldTags(
  communityId: string,
  memberId: string,
  tags: readonly BadgeTag[],
  signal: AbortSignal,
): Promise<BadgeTag[]> {
  const held: BadgeTag[] = [];
  for (const tag of tags) {
    const { items, incomplete } = await fetchAllTagMembers(communityId, tag.id, { signal });
    if (items.some((m) => m.id === memberId)) {
      held.push(tag);
      continue;
    }
    // Part of a tag's members cannot tell that the member does not hold it.
    if (incomplete)
      throw new Error(`Not every member of ${tag.name} could be read: ${describeIncompleteRead(incomplete)}`);
  }
  return held;
}

/** An award as the checklist needs it: when it was earned and claimed. */
export interface Award {
  earnedAt?: string;
  claimedAt?: string | null;
}

/** The member's award of the badge, from the member's badges (all pages), or undefined. */
async function awardInMemberBadges(
  communityId: string,
  memberId: string,
  badgeId: string,
  signal: AbortSignal,
): Promise<Award | undefined> {
  const { items, incomplete } = await fetchAllMemberBadges(communityId, memberId, { signal });
  const award = items.find((b) => b.badge?.id === badgeId);
  if (!award && incomplete)
    throw new Error(`Not every badge of the member could be read: ${describeIncompleteRead(incomplete)}`);
  return award;
}

/** The wallet's award among the badge's attributions (all pages), or undefined. */
async function awardInBadgeAttributions(
  communityId: string,
  wallet: string,
  badgeId: string,
  signal: AbortSignal,
): Promise<Award | undefined> {
  const { items, incomplete } = await fetchAllAttributions(communityId, badgeId, { signal });
  const lower = wallet.toLowerCase();
  const award = items.find(
    (a) => a.account?.wallet?.toLowerCase() === lower || a.membership?.wallet?.toLowerCase() === lower,
  );
  if (!award && incomplete)
    throw new Error(`Not every award of the badge could be read: ${describeIncompleteRead(incomplete)}`);
  return award;
}

/**
 * The member's award of the badge. The member's badges are one short list; a server without that
 * (inferred) operation answers 404 or 405, and the badge's own attribution list is searched instead.
 */
export async function readMemberAward(
  communityId: string,
  member: { id: string; wallet?: string },
  badgeId: string,
  signal: AbortSignal,
): Promise<Award | undefined> {
  try {
    return await awardInMemberBadges(communityId, member.id, badgeId, signal);
  } catch (error) {
    if (!isMissingOperation(error) || !member.wallet) throw error;
    return awardInBadgeAttributions(communityId, member.wallet, badgeId, signal);
  }
}
