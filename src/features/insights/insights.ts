/**
 * How a badge program is doing, computed from documented reads only: the badges, every badge's
 * attributions (earnedAt, claimedAt) and the members (createdAt, addMethod). Pure, so the worker,
 * the tests and the end-to-end checks compute the same figures the same way.
 *
 * Time buckets are in UTC: days start at midnight UTC, weeks on Monday at midnight UTC.
 */

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** Weeks in the weekly charts: six months, ending with the current week. */
export const INSIGHT_WEEKS = 26;
/** Days in the daily chart, ending with today. */
export const INSIGHT_DAYS = 30;
/** Badges in each short list (near cap, near end, most awarded). */
export const SHORT_LIST = 5;
/** What a member without an add method counts as. */
export const UNKNOWN_METHOD = 'unknown';

export interface InsightBadge {
  id: string;
  title: string;
  status: string | undefined;
  /** null when the badge sets no cap. */
  maxClaims: number | null;
  /** ms; null when the badge has no claim end. */
  claimEnd: number | null;
}

export interface InsightAward {
  /** Index of the award's badge in `InsightsInput.badges`. */
  badge: number;
  earnedAt: number;
  claimedAt: number | null;
}

export interface InsightMember {
  createdAt: number;
  addMethod: string;
}

export interface InsightsInput {
  badges: InsightBadge[];
  awards: InsightAward[];
  /** null when the figures are for one badge (no member growth). */
  members: InsightMember[] | null;
  now: number;
}

export interface Bucket {
  /** Start of the day or week, ms. */
  start: number;
  count: number;
}

export interface ClaimFigures {
  awarded: number;
  claimed: number;
  /** claimed / awarded; null with no award. */
  claimRate: number | null;
  /** Median of claimedAt − earnedAt over the claimed awards (ms); null with no claim. */
  medianClaimMs: number | null;
}

export interface BadgeFigures extends ClaimFigures {
  id: string;
  title: string;
  maxClaims: number | null;
  /** awarded / maxClaims; null without a cap. */
  capShare: number | null;
  claimEnd: number | null;
}

export interface GrowthWeek {
  start: number;
  /** New members that week, per add method (every method of `methods`, zeros included). */
  byMethod: Record<string, number>;
  total: number;
  /** Members at the end of the week. */
  cumulative: number;
}

export interface MemberGrowth {
  /** Add methods, the most common first. */
  methods: string[];
  weeks: GrowthWeek[];
  /** Members per add method, all time. */
  totals: Record<string, number>;
  total: number;
}

export interface Insights {
  perDay: Bucket[];
  perWeek: Bucket[];
  overall: ClaimFigures;
  /** Every badge, the most awarded first (ties by title). */
  badges: BadgeFigures[];
  /** Live badges with a cap, the fullest first. */
  nearCap: BadgeFigures[];
  /** Live badges whose claim window is still open, the soonest to end first. */
  nearEnd: BadgeFigures[];
  growth: MemberGrowth | null;
}

export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Monday 00:00 UTC of the week of `ms` (1970-01-01 was a Thursday). */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  return (day - ((day + 3) % 7)) * DAY_MS;
}

/** `count` buckets of `size` ms, the last one starting at `lastStart`. */
function emptyBuckets(lastStart: number, size: number, count: number): Bucket[] {
  return Array.from({ length: count }, (_, i) => ({ start: lastStart - (count - 1 - i) * size, count: 0 }));
}

/** Index of the bucket holding `ms`, or -1 outside the range. */
function bucketIndex(buckets: readonly Bucket[], size: number, ms: number): number {
  const first = buckets[0];
  if (!first) return -1;
  const i = Math.floor((ms - first.start) / size);
  return i >= 0 && i < buckets.length ? i : -1;
}

/** Awards per day (the last INSIGHT_DAYS days) and per week (the last INSIGHT_WEEKS weeks). */
export function awardBuckets(
  earned: readonly number[],
  now: number,
): { perDay: Bucket[]; perWeek: Bucket[] } {
  const perDay = emptyBuckets(dayStart(now), DAY_MS, INSIGHT_DAYS);
  const perWeek = emptyBuckets(weekStart(now), WEEK_MS, INSIGHT_WEEKS);
  for (const t of earned) {
    if (t > now) continue;
    const d = perDay[bucketIndex(perDay, DAY_MS, t)];
    if (d) d.count += 1;
    const w = perWeek[bucketIndex(perWeek, WEEK_MS, t)];
    if (w) w.count += 1;
  }
  return { perDay, perWeek };
}

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Claim rate and median time to claim of a set of awards. */
export function claimFigures(awards: readonly Pick<InsightAward, 'earnedAt' | 'claimedAt'>[]): ClaimFigures {
  const waits: number[] = [];
  for (const a of awards) if (a.claimedAt !== null) waits.push(a.claimedAt - a.earnedAt);
  return {
    awarded: awards.length,
    claimed: waits.length,
    claimRate: awards.length === 0 ? null : waits.length / awards.length,
    medianClaimMs: median(waits),
  };
}

const byTitle = (a: BadgeFigures, b: BadgeFigures) =>
  a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/** Live badges with a cap, the largest share of the cap awarded first. */
export function nearCap(badges: readonly BadgeFigures[], statusOf: (id: string) => string | undefined) {
  return badges
    .filter((b) => statusOf(b.id) === 'live' && b.capShare !== null)
    .sort((a, b) => (b.capShare ?? 0) - (a.capShare ?? 0) || byTitle(a, b))
    .slice(0, SHORT_LIST);
}

/** Live badges still taking claims, the soonest claim end first. */
export function nearEnd(
  badges: readonly BadgeFigures[],
  statusOf: (id: string) => string | undefined,
  now: number,
) {
  return badges
    .filter((b) => statusOf(b.id) === 'live' && b.claimEnd !== null && b.claimEnd > now)
    .sort((a, b) => (a.claimEnd ?? 0) - (b.claimEnd ?? 0) || byTitle(a, b))
    .slice(0, SHORT_LIST);
}

/** New members per week by add method over the last INSIGHT_WEEKS weeks, and the running total. */
export function memberGrowth(members: readonly InsightMember[], now: number): MemberGrowth {
  const totals: Record<string, number> = {};
  for (const m of members) totals[m.addMethod] = (totals[m.addMethod] ?? 0) + 1;
  const methods = Object.keys(totals).sort(
    (a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || a.localeCompare(b),
  );
  const buckets = emptyBuckets(weekStart(now), WEEK_MS, INSIGHT_WEEKS);
  const weeks: GrowthWeek[] = buckets.map((b) => ({
    start: b.start,
    byMethod: Object.fromEntries(methods.map((m) => [m, 0])),
    total: 0,
    cumulative: 0,
  }));
  let before = 0;
  const windowStart = buckets[0]?.start ?? now;
  for (const m of members) {
    if (m.createdAt > now) continue;
    if (m.createdAt < windowStart) {
      before += 1;
      continue;
    }
    const week = weeks[bucketIndex(buckets, WEEK_MS, m.createdAt)];
    if (!week) continue;
    week.byMethod[m.addMethod] = (week.byMethod[m.addMethod] ?? 0) + 1;
    week.total += 1;
  }
  let running = before;
  for (const w of weeks) {
    running += w.total;
    w.cumulative = running;
  }
  return { methods, weeks, totals, total: members.length };
}

/** Every figure of the insights. */
export function computeInsights(input: InsightsInput): Insights {
  const { badges, awards, members, now } = input;
  const perBadge: InsightAward[][] = badges.map(() => []);
  const earned: number[] = [];
  for (const a of awards) {
    perBadge[a.badge]?.push(a);
    earned.push(a.earnedAt);
  }
  const figures: BadgeFigures[] = badges.map((b, i) => {
    const claims = claimFigures(perBadge[i] ?? []);
    return {
      id: b.id,
      title: b.title,
      maxClaims: b.maxClaims,
      capShare: b.maxClaims !== null && b.maxClaims > 0 ? claims.awarded / b.maxClaims : null,
      claimEnd: b.claimEnd,
      ...claims,
    };
  });
  const status = new Map(badges.map((b) => [b.id, b.status]));
  const statusOf = (id: string) => status.get(id);
  return {
    ...awardBuckets(earned, now),
    overall: claimFigures(awards),
    badges: [...figures].sort((a, b) => b.awarded - a.awarded || byTitle(a, b)),
    nearCap: nearCap(figures, statusOf),
    nearEnd: nearEnd(figures, statusOf, now),
    growth: members ? memberGrowth(members, now) : null,
  };
}
