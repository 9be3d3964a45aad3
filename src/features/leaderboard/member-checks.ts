import type { Reason } from './review-signals';

/**
 * The members' signals of the top entries, from two documented reads per wallet: the member
 * (`GET …/member/{wallet}`, 404 when the wallet is not a member) and the first page of the member's
 * tokens (`GET …/member/{wallet}/tokens`, its `total`).
 */

/** How many of the board's first entries are checked. */
export const MEMBER_CHECK_TOP = 100;

/** What the reads said of one wallet. */
export interface MemberFacts {
  /** Null: the wallet is not a member of the community. */
  member: { createdAt: string | null } | null;
  /** The member's tokens in the community (null when not read: not a member). */
  tokens: number | null;
}

/**
 * When the badge's claim window opened: the service has no opening date, and a badge can be awarded
 * and claimed from its creation, so its `createdAt`; without one, the board's first award.
 */
export function claimWindowOpened(
  badgeCreatedAt: string | undefined,
  earnedAt: readonly (string | null)[],
): number | null {
  const created = badgeCreatedAt ? Date.parse(badgeCreatedAt) : NaN;
  if (Number.isFinite(created)) return created;
  let first = Infinity;
  for (const at of earnedAt) {
    const t = at === null ? NaN : Date.parse(at);
    if (t < first) first = t;
  }
  return Number.isFinite(first) ? first : null;
}

/** One wallet's member reasons: not a member, or a member holding no tokens or who joined late. */
export function memberReasons(facts: MemberFacts, windowOpened: number | null): Reason[] {
  if (facts.member === null) return ['notMember'];
  const reasons: Reason[] = [];
  if (facts.tokens === 0) reasons.push('noTokens');
  const joined = facts.member.createdAt ? Date.parse(facts.member.createdAt) : NaN;
  if (windowOpened !== null && Number.isFinite(joined) && joined > windowOpened) reasons.push('joinedLate');
  return reasons;
}

/** The member reasons of every wallet checked, by entry key. */
export function memberReasonsOf(
  checked: ReadonlyMap<string, MemberFacts>,
  windowOpened: number | null,
): Map<string, Reason[]> {
  const out = new Map<string, Reason[]>();
  for (const [key, facts] of checked) out.set(key, memberReasons(facts, windowOpened));
  return out;
}

/**
 * Runs `task` over the items, at most `limit` at a time, in order of start; stops starting new
 * ones once the signal is aborted (those under way finish or fail with it).
 */
export async function eachBounded<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (!signal.aborted && next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
