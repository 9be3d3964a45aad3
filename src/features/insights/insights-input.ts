import type { Badge, CommunityAttribution, Member } from '../../api/types';
import {
  UNKNOWN_METHOD,
  type InsightAward,
  type InsightBadge,
  type InsightMember,
  type InsightsInput,
} from './insights';

/** A time the service sent, in ms; null when missing or unreadable. */
function ms(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

export function insightBadge(badge: Badge): InsightBadge {
  return {
    id: badge.id,
    title: badge.title ?? badge.name ?? badge.id,
    status: badge.status,
    maxClaims: typeof badge.maxClaims === 'number' ? badge.maxClaims : null,
    claimEnd: ms(badge.claimEndDate),
  };
}

/**
 * What the figures read of the service's records, as plain numbers: only this crosses to the
 * worker. An attribution without an earn time is left out (it cannot be placed in time).
 */
export function insightsInput(
  badges: readonly InsightBadge[],
  attributionsOf: (badgeId: string) => readonly CommunityAttribution[],
  members: readonly Member[] | null,
  now: number,
): InsightsInput {
  const awards: InsightAward[] = [];
  badges.forEach((badge, index) => {
    for (const a of attributionsOf(badge.id)) {
      const earnedAt = ms(a.earnedAt);
      if (earnedAt === null) continue;
      awards.push({ badge: index, earnedAt, claimedAt: ms(a.claimedAt) });
    }
  });
  const people: InsightMember[] | null = members
    ? members.flatMap((m) => {
        const createdAt = ms(m.createdAt);
        return createdAt === null ? [] : [{ createdAt, addMethod: m.addMethod || UNKNOWN_METHOD }];
      })
    : null;
  return { badges: [...badges], awards, members: people, now };
}
