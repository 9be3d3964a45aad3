import { describe, expect, it } from 'vitest';
import type { CommunityAttribution, Member } from '../../api/types';
import { fromColumns, insightBadge, readColumns, transferables } from './insights-input';

describe('insights input', () => {
  it('turns the records into columns and back, leaving out what has no time', async () => {
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
    const members: Member[] = [
      { id: 'm1', createdAt: '2026-10-01T00:00:00Z', addMethod: 'bulk' },
      { id: 'm2', createdAt: '2026-10-02T00:00:00Z' },
      { id: 'm3' },
    ];
    const columns = await readColumns(badges, (id) => lists[id] ?? [], members, 42);
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

  it('reads many records in slices, all of them', async () => {
    const many: CommunityAttribution[] = Array.from({ length: 12_345 }, (_, i) => ({
      id: String(i),
      earnedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    }));
    const columns = await readColumns([insightBadge({ id: 'a' })], () => many, null, 0);
    expect(columns.earnedAt).toHaveLength(12_345);
    expect(columns.earnedAt[12_344]).toBe(Date.UTC(2026, 0, 1) + 12_344_000);
    expect(columns.members).toBeNull();
  });
});
