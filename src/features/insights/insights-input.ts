import type { Badge, CommunityAttribution, Member } from '../../api/types';
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

/** A badge's awards as the figures read them: one entry per attribution with an earn time. */
export interface AwardColumns {
  earnedAt: Float64Array;
  /** NaN: not claimed. */
  claimedAt: Float64Array;
}

/** The members as the figures read them: one entry per member with a creation time. */
export interface MemberColumns {
  createdAt: Float64Array;
  /** Index into `methods`. */
  method: Uint32Array;
  methods: string[];
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
  members: MemberColumns | null;
  now: number;
}

/**
 * Collects a badge's award columns page by page as a read hands the records over, so no record
 * outlives its page. An attribution without an earn time is left out (it cannot be placed in time).
 */
export function collectAwards(): {
  add: (records: readonly CommunityAttribution[]) => void;
  done: () => AwardColumns;
} {
  // Plain arrays of numbers (V8 keeps them as unboxed doubles) until the size is known.
  const earned: number[] = [];
  const claimed: number[] = [];
  return {
    add: (records) => {
      for (const a of records) {
        const at = ms(a.earnedAt);
        if (Number.isNaN(at)) continue;
        earned.push(at);
        claimed.push(ms(a.claimedAt));
      }
    },
    done: () => ({ earnedAt: Float64Array.from(earned), claimedAt: Float64Array.from(claimed) }),
  };
}

/** Collects the members' columns page by page; a member without a creation time is left out. */
export function collectMembers(): { add: (records: readonly Member[]) => void; done: () => MemberColumns } {
  const created: number[] = [];
  const method: number[] = [];
  const methods: string[] = [];
  const indexOf = new Map<string, number>();
  return {
    add: (records) => {
      for (const member of records) {
        const at = ms(member.createdAt);
        if (Number.isNaN(at)) continue;
        const name = member.addMethod || UNKNOWN_METHOD;
        let i = indexOf.get(name);
        if (i === undefined) {
          i = methods.push(name) - 1;
          indexOf.set(name, i);
        }
        created.push(at);
        method.push(i);
      }
    },
    done: () => ({ createdAt: Float64Array.from(created), method: Uint32Array.from(method), methods }),
  };
}

/**
 * The figures' columns from each badge's award columns and the members' (as cached by api.ts). All
 * arrays are fresh copies: the worker takes them over, and the cached columns stay whole.
 */
export function joinColumns(
  badges: readonly InsightBadge[],
  awardsOf: (badgeId: string) => AwardColumns | undefined,
  members: MemberColumns | null,
  now: number,
): InsightsColumns {
  const lists = badges.map((b) => awardsOf(b.id));
  const size = lists.reduce((sum, list) => sum + (list?.earnedAt.length ?? 0), 0);
  const awardBadge = new Uint32Array(size);
  const earnedAt = new Float64Array(size);
  const claimedAt = new Float64Array(size);
  let n = 0;
  for (const [index, list] of lists.entries()) {
    if (!list) continue;
    const count = list.earnedAt.length;
    awardBadge.fill(index, n, n + count);
    earnedAt.set(list.earnedAt, n);
    claimedAt.set(list.claimedAt, n);
    n += count;
  }
  return {
    badges: [...badges],
    awardBadge,
    earnedAt,
    claimedAt,
    members: members && {
      createdAt: members.createdAt.slice(),
      method: members.method.slice(),
      methods: [...members.methods],
    },
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

/** The buffers of one list's columns, handed over when they cross between the worker and the page. */
export function columnBuffers(columns: AwardColumns | MemberColumns): Transferable[] {
  return 'earnedAt' in columns
    ? [columns.earnedAt.buffer, columns.claimedAt.buffer]
    : [columns.createdAt.buffer, columns.method.buffer];
}
