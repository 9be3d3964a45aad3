import { describe, expect, it } from 'vitest';
import type { CommunityAttribution, Member } from '../../api/types';
import {
  collectAwards,
  collectMembers,
  fromColumns,
  insightBadge,
  joinColumns,
  transferables,
  type AwardColumns,
} from './insights-input';

describe('insights input', () => {
  it('turns the records into columns and back, leaving out what has no time', () => {
    const badges = [
      insightBadge({
        id: 'a',
        title: 'A',
        status: 'live',
        maxClaims: 5,
        claimEndDate: '2026-12-01T00:00:00Z',
      }),
      insightBadge({ id: 'b', name: 'B' }),
    ];
    expect(badges[1]).toEqual({ id: 'b', title: 'B', status: undefined, maxClaims: null, claimEnd: null });
    const lists: Record<string, CommunityAttribution[]> = {
      a: [{ id: '1', earnedAt: '2026-11-01T00:00:00Z', claimedAt: '2026-11-01T02:00:00Z' }, { id: '2' }],
      b: [{ id: '3', earnedAt: '2026-11-02T00:00:00Z', claimedAt: null }],
    };
    const awards: Record<string, AwardColumns> = {};
    for (const [id, list] of Object.entries(lists)) {
      const collect = collectAwards();
      collect.add(list);
      awards[id] = collect.done();
    }
    const people = collectMembers();
    const members: Member[] = [
      { id: 'm1', createdAt: '2026-10-01T00:00:00Z', addMethod: 'bulk' },
      { id: 'm2', createdAt: '2026-10-02T00:00:00Z' },
      { id: 'm3' },
    ];
    people.add(members);
    const columns = joinColumns(badges, (id) => awards[id], people.done(), 42);
    expect(transferables(columns)).toHaveLength(5);
    expect(fromColumns(columns)).toEqual({
      badges,
      awards: [
        {
          badge: 0,
          earnedAt: Date.parse('2026-11-01T00:00:00Z'),
          claimedAt: Date.parse('2026-11-01T02:00:00Z'),
        },
        { badge: 1, earnedAt: Date.parse('2026-11-02T00:00:00Z'), claimedAt: null },
      ],
      members: [
        { createdAt: Date.parse('2026-10-01T00:00:00Z'), addMethod: 'bulk' },
        { createdAt: Date.parse('2026-10-02T00:00:00Z'), addMethod: 'unknown' },
      ],
      now: 42,
    });
  });

  it('collects page after page, and joining leaves the collected columns whole for the next join', () => {
    const collect = collectAwards();
    for (let page = 0; page < 5; page++) {
      collect.add(
        Array.from({ length: 250 }, (_, i) => ({
          id: String(page * 250 + i),
          earnedAt: new Date(Date.UTC(2026, 0, 1) + (page * 250 + i) * 1000).toISOString(),
        })),
      );
    }
    const awards = collect.done();
    const columns = joinColumns([insightBadge({ id: 'a' })], () => awards, null, 0);
    expect(columns.earnedAt).toHaveLength(1250);
    expect(columns.earnedAt[1249]).toBe(Date.UTC(2026, 0, 1) + 1_249_000);
    expect(columns.members).toBeNull();
    // Handing the joined columns to the worker detaches their buffers, never the collected ones.
    structuredClone(columns, { transfer: transferables(columns) });
    expect(columns.earnedAt).toHaveLength(0);
    expect(awards.earnedAt).toHaveLength(1250);
    expect(joinColumns([insightBadge({ id: 'a' })], () => awards, null, 0).earnedAt).toHaveLength(1250);
  });

  it('counts a badge whose read is missing as no award', () => {
    const columns = joinColumns([insightBadge({ id: 'a' })], () => undefined, null, 0);
    expect(columns.awardBadge).toHaveLength(0);
  });
});
