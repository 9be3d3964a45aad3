import { describe, expect, it } from 'vitest';
import {
  awardBuckets,
  claimFigures,
  computeInsights,
  DAY_MS,
  INSIGHT_DAYS,
  INSIGHT_WEEKS,
  median,
  memberGrowth,
  weekStart,
  type InsightBadge,
} from './insights';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
// A Wednesday afternoon.
const NOW = at('2026-11-25T15:00:00Z');

describe('weekStart', () => {
  it('is Monday 00:00 UTC of the same week', () => {
    expect(new Date(weekStart(NOW)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(at('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(at('2026-11-22T23:59:59Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe('awardBuckets', () => {
  it('counts awards per UTC day and per Monday week, ending with the current one', () => {
    const { perDay, perWeek } = awardBuckets(
      [
        at('2026-11-25T01:00:00Z'),
        at('2026-11-23T00:00:00Z'),
        at('2026-11-22T23:59:00Z'),
        at('2026-11-16T08:00:00Z'),
        // Before both windows, and after now: counted in neither.
        at('2025-01-01T00:00:00Z'),
        NOW + HOUR,
      ],
      NOW,
    );
    expect(perDay).toHaveLength(INSIGHT_DAYS);
    expect(perDay.at(-1)).toEqual({ start: at('2026-11-25T00:00:00Z'), count: 1 });
    expect(perDay.at(-3)).toEqual({ start: at('2026-11-23T00:00:00Z'), count: 1 });
    expect(perDay.at(-4)).toEqual({ start: at('2026-11-22T00:00:00Z'), count: 1 });
    expect(perDay.reduce((s, b) => s + b.count, 0)).toBe(4);
    expect(perWeek).toHaveLength(INSIGHT_WEEKS);
    expect(perWeek.at(-1)).toEqual({ start: at('2026-11-23T00:00:00Z'), count: 2 });
    expect(perWeek.at(-2)).toEqual({ start: at('2026-11-16T00:00:00Z'), count: 2 });
    expect(perWeek.reduce((s, b) => s + b.count, 0)).toBe(4);
    expect(perWeek[0]?.start).toBe(at('2026-11-23T00:00:00Z') - 25 * 7 * DAY_MS);
  });
});

describe('claim figures', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it('is claimed over earned, and the median wait of the claimed awards', () => {
    const t = at('2026-11-01T00:00:00Z');
    const figures = claimFigures([
      { earnedAt: t, claimedAt: t + 2 * HOUR },
      { earnedAt: t, claimedAt: t + 10 * HOUR },
      { earnedAt: t, claimedAt: t + 4 * HOUR },
      { earnedAt: t, claimedAt: null },
    ]);
    expect(figures).toEqual({ awarded: 4, claimed: 3, claimRate: 0.75, medianClaimMs: 4 * HOUR });
    expect(claimFigures([])).toEqual({ awarded: 0, claimed: 0, claimRate: null, medianClaimMs: null });
  });
});

describe('computeInsights', () => {
  const badge = (id: string, over: Partial<InsightBadge> = {}): InsightBadge => ({
    id,
    title: id.toUpperCase(),
    status: 'live',
    maxClaims: 10,
    claimEnd: NOW + 30 * DAY_MS,
    ...over,
  });
  const badges = [
    badge('a', { maxClaims: 4, claimEnd: NOW + 40 * DAY_MS }),
    badge('b', { maxClaims: 100, claimEnd: NOW + 2 * DAY_MS }),
    badge('c', { maxClaims: 2, status: 'expired', claimEnd: NOW - DAY_MS }),
    badge('d', { maxClaims: null, claimEnd: null }),
  ];
  const t = NOW - 3 * DAY_MS;
  const insights = computeInsights({
    badges,
    awards: [
      { badge: 0, earnedAt: t, claimedAt: t + HOUR },
      { badge: 0, earnedAt: t, claimedAt: null },
      { badge: 0, earnedAt: t, claimedAt: t + 3 * HOUR },
      { badge: 1, earnedAt: t, claimedAt: t + 5 * HOUR },
      { badge: 2, earnedAt: t, claimedAt: null },
      { badge: 2, earnedAt: t, claimedAt: null },
    ],
    members: null,
    now: NOW,
  });

  it('gives the claim figures per badge and overall', () => {
    expect(insights.overall).toEqual({ awarded: 6, claimed: 3, claimRate: 0.5, medianClaimMs: 3 * HOUR });
    const a = insights.badges.find((b) => b.id === 'a');
    expect(a).toMatchObject({
      awarded: 3,
      claimed: 2,
      claimRate: 2 / 3,
      medianClaimMs: 2 * HOUR,
      capShare: 0.75,
    });
  });

  it('lists the most awarded badges first', () => {
    expect(insights.badges.map((b) => [b.id, b.awarded])).toEqual([
      ['a', 3],
      ['c', 2],
      ['b', 1],
      ['d', 0],
    ]);
  });

  it('lists live badges by the share of their cap awarded, and by the nearest open claim end', () => {
    // c is fuller (2 of 2) but no longer live; d has no cap.
    expect(insights.nearCap.map((b) => b.id)).toEqual(['a', 'b']);
    // c has ended; d never ends.
    expect(insights.nearEnd.map((b) => b.id)).toEqual(['b', 'a']);
    expect(insights.growth).toBeNull();
  });
});

describe('memberGrowth', () => {
  it('counts new members per week by add method, with the running total', () => {
    const thisWeek = weekStart(NOW);
    const growth = memberGrowth(
      [
        { createdAt: at('2020-01-01T00:00:00Z'), addMethod: 'manual' },
        { createdAt: thisWeek + HOUR, addMethod: 'bulk' },
        { createdAt: thisWeek + 2 * HOUR, addMethod: 'bulk' },
        { createdAt: thisWeek - HOUR, addMethod: 'claim' },
        { createdAt: thisWeek - 2 * HOUR, addMethod: 'bulk' },
      ],
      NOW,
    );
    expect(growth.methods).toEqual(['bulk', 'claim', 'manual']);
    expect(growth.totals).toEqual({ bulk: 3, claim: 1, manual: 1 });
    expect(growth.total).toBe(5);
    expect(growth.weeks.at(-1)).toEqual({
      start: thisWeek,
      byMethod: { bulk: 2, claim: 0, manual: 0 },
      total: 2,
      cumulative: 5,
    });
    expect(growth.weeks.at(-2)).toMatchObject({ byMethod: { bulk: 1, claim: 1, manual: 0 }, cumulative: 3 });
    // The member from 2020 is counted before the window.
    expect(growth.weeks[0]?.cumulative).toBe(1);
  });
});
