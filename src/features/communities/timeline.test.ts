import { describe, expect, it } from 'vitest';
import type { Badge, Experience, Reward } from '../../api/generated/types.gen';
import { buildTimeline } from './timeline';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-01T12:00:00Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

const badge = (id: string, created: number, claimEnd: number, status: Badge['status'] = 'live'): Badge => ({
  id,
  title: `Badge ${id}`,
  status,
  createdAt: at(created),
  claimEndDate: at(claimEnd),
});
const experience = (id: string, start: number, end: number): Experience => ({
  id,
  name: `Experience ${id}`,
  startDate: at(start),
  endDate: at(end),
});
const reward = (id: string, end: number, extra: Partial<Reward> = {}): Reward => ({
  id,
  name: `Reward ${id}`,
  endDate: at(end),
  ...extra,
});

describe('buildTimeline', () => {
  it('warns when a reward ends before its badge stops taking claims, not when it ends with it', () => {
    const t = buildTimeline({
      experiences: [],
      badges: [badge('b1', -30, 60)],
      rewards: new Map([
        ['b1', [reward('early', 20), reward('same', 60), reward('gone', 10, { deletedAt: at(-1) })]],
      ]),
      now: NOW,
    });
    expect(t.warnings).toEqual([
      {
        kind: 'reward',
        id: 'reward:early',
        reward: 'Reward early',
        badge: 'Badge b1',
        rewardEnd: NOW + 20 * DAY,
        claimEnd: NOW + 60 * DAY,
      },
    ]);
    const row = t.rows.find((r) => r.id === 'b1');
    expect(row?.conflict).toBe(true);
    expect(row?.markers.map((m) => [m.id, m.conflict])).toEqual([
      ['early', true],
      ['same', false],
    ]);
  });

  it('warns when a running or coming experience ends before the live badges it overlaps stop taking claims', () => {
    const t = buildTimeline({
      experiences: [
        experience('quest', -14, 45),
        experience('arena', 30, 600),
        experience('past', -120, -90),
      ],
      badges: [
        badge('long', -120, 300),
        badge('short', -100, 20),
        badge('ready', -10, 300, 'approved'),
        badge('later', 100, 300),
      ],
      rewards: new Map(),
      now: NOW,
    });
    expect(t.warnings).toEqual([
      {
        kind: 'experience',
        id: 'experience:quest',
        experience: 'Experience quest',
        end: NOW + 45 * DAY,
        badges: [{ id: 'long', name: 'Badge long', claimEnd: NOW + 300 * DAY }],
      },
    ]);
    expect(t.rows.filter((r) => r.conflict).map((r) => r.id)).toEqual(['quest']);
  });

  it('leaves out drafts and refused badges, past claim windows and records without dates', () => {
    const t = buildTimeline({
      experiences: [{ id: 'undated', name: 'No dates' }],
      badges: [badge('draft', -10, 30, 'draft'), badge('over', -100, -10), { id: 'nodate', status: 'live' }],
      rewards: new Map([['over', [reward('r', -50)]]]),
      now: NOW,
    });
    expect(t.rows.map((r) => r.id)).toEqual(['over']);
    expect(t.warnings).toEqual([]);
  });

  it('spans every date shown and today, experiences first by start, then badges by claim end', () => {
    const t = buildTimeline({
      experiences: [experience('b', 10, 20), experience('a', 5, 50)],
      badges: [badge('y', -5, 200), badge('x', -40, 100)],
      rewards: new Map([['x', [reward('r', 90)]]]),
      now: NOW,
    });
    expect(t.rows.map((r) => r.id)).toEqual(['a', 'b', 'x', 'y']);
    expect(t.from).toBe(NOW - 40 * DAY);
    expect(t.to).toBe(NOW + 200 * DAY);
  });
});
