import type { Badge, CommunityAttribution, Member } from '../../api/types';
import { forEachInSlices } from '../../lib/yield-to-main';
import {
  UNKNOWN_METHOD,
  type InsightAward,
  type InsightBadge,
  type InsightMember,
  type InsightsInput,
} from './insights';

/** A time the service sent, in ms; NaN when missing or unreadable. */
function ms(value: string | null | undefined): number {
  return value ? Date.parse(value) : Number.NaN;
}

export function insightBadge(badge: Badge): InsightBadge {
  const claimEnd = ms(badge.claimEndDate);
  return {
    id: badge.id,
    title: badge.title ?? badge.name ?? badge.id,
    status: badge.status,
    maxClaims: typeof badge.maxClaims === 'number' ? badge.maxClaims : null,
    claimEnd: Number.isNaN(claimEnd) ? null : claimEnd,
  };
}

/**
 * What the figures read of the service's records, as columns of numbers: typed arrays cross to the
 * worker without being copied (they are transferred), where 80,000 objects would be cloned on the
 * page's thread. NaN stands for "no time" (an award not claimed).
 */
export interface InsightsColumns {
  badges: InsightBadge[];
  awardBadge: Uint32Array;
  earnedAt: Float64Array;
  claimedAt: Float64Array;
  /** null when the figures are for one badge (no member growth). */
  members: { createdAt: Float64Array; method: Uint32Array; methods: string[] } | null;
  now: number;
}

/**
 * The columns of the badges' attributions and the members. An attribution without an earn time
 * is left out (it cannot be placed in time), and so is a member without a creation time.
 */
export async function readColumns(
  badges: readonly InsightBadge[],
  attributionsOf: (badgeId: string) => readonly CommunityAttribution[],
  members: readonly Member[] | null,
  now: number,
): Promise<InsightsColumns> {
  const lists = badges.map((b) => attributionsOf(b.id));
  const size = lists.reduce((sum, list) => sum + list.length, 0);
  const awardBadge = new Uint32Array(size);
  const earnedAt = new Float64Array(size);
  const claimedAt = new Float64Array(size);
  let n = 0;
  for (const [index, list] of lists.entries()) {
    await forEachInSlices(list, (a) => {
      const earned = ms(a.earnedAt);
      if (Number.isNaN(earned)) return;
      awardBadge[n] = index;
      earnedAt[n] = earned;
      claimedAt[n] = ms(a.claimedAt);
      n += 1;
    });
  }
  let people: InsightsColumns['members'] = null;
  if (members) {
    const createdAt = new Float64Array(members.length);
    const method = new Uint32Array(members.length);
    const methods: string[] = [];
    const indexOf = new Map<string, number>();
    let m = 0;
    await forEachInSlices(members, (member) => {
      const created = ms(member.createdAt);
      if (Number.isNaN(created)) return;
      const name = member.addMethod || UNKNOWN_METHOD;
      let i = indexOf.get(name);
      if (i === undefined) {
        i = methods.push(name) - 1;
        indexOf.set(name, i);
      }
      createdAt[m] = created;
      method[m] = i;
      m += 1;
    });
    people = { createdAt: createdAt.slice(0, m), method: method.slice(0, m), methods };
  }
  return {
    badges: [...badges],
    awardBadge: awardBadge.slice(0, n),
    earnedAt: earnedAt.slice(0, n),
    claimedAt: claimedAt.slice(0, n),
    members: people,
    now,
  };
}

/** The buffers the columns can hand over to the worker. */
export function transferables(columns: InsightsColumns): Transferable[] {
  const { awardBadge, earnedAt, claimedAt, members } = columns;
  const out: Transferable[] = [awardBadge.buffer, earnedAt.buffer, claimedAt.buffer];
  if (members) out.push(members.createdAt.buffer, members.method.buffer);
  return out;
}

/** The figures' input from the columns (in the worker). */
export function fromColumns(columns: InsightsColumns): InsightsInput {
  const awards: InsightAward[] = Array.from(columns.earnedAt, (earnedAt, i) => {
    const claimed = columns.claimedAt[i] ?? Number.NaN;
    return { badge: columns.awardBadge[i] ?? 0, earnedAt, claimedAt: Number.isNaN(claimed) ? null : claimed };
  });
  const people = columns.members;
  const members: InsightMember[] | null = people
    ? Array.from(people.createdAt, (createdAt, i) => ({
        createdAt,
        addMethod: people.methods[people.method[i] ?? 0] ?? UNKNOWN_METHOD,
      }))
    : null;
  return { badges: columns.badges, awards, members, now: columns.now };
}
