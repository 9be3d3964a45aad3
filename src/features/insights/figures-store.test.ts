import { describe, expect, it } from 'vitest';
import { memoryDatabase, memoryRecords } from '../../lib/connection-scoped-store-indexeddb';
import { createFiguresStore, figuresKey, type StoredFigures } from './figures-store';
import type { Insights } from './insights';

const SANDBOX = '/sandbox-api/v1';
const LIVE = 'https://api.example.test/v1';

function figures(awarded: number): StoredFigures {
  const insights: Insights = {
    perDay: [{ start: 1_700_000_000_000, count: awarded }],
    perWeek: [{ start: 1_699_833_600_000, count: awarded }],
    overall: { awarded, claimed: 1, claimRate: 1 / awarded, medianClaimMs: 3_600_000 },
    badges: [
      {
        id: 'b1',
        title: 'Early',
        awarded,
        claimed: 1,
        claimRate: 1 / awarded,
        medianClaimMs: 3_600_000,
        maxClaims: null,
        capShare: null,
        claimEnd: null,
      },
    ],
    nearCap: [],
    nearEnd: [],
    growth: {
      methods: ['bulk'],
      weeks: [{ start: 1_699_833_600_000, byMethod: { bulk: 2 }, total: 2, cumulative: 2 }],
      totals: { bulk: 2 },
      total: 2,
    },
  };
  return { insights, asOf: 1_700_000_100_000, incomplete: false };
}

describe('kept insights figures', () => {
  it('gives back the figures kept for a community, and none for one never kept', async () => {
    const store = createFiguresStore(memoryDatabase('test'));
    await store.save(figuresKey(SANDBOX, 'c1'), { ...figures(5), badgesCut: { read: 100, total: 140 } });
    expect(await store.figures.read(store.figures.key(SANDBOX, 'c1'))).toEqual({
      ...figures(5),
      badgesCut: { read: 100, total: 140 },
    });
    expect(await store.figures.read(store.figures.key(SANDBOX, 'c2'))).toBeNull();
  });

  it('keeps each connection’s figures apart for the same community id', async () => {
    const store = createFiguresStore(memoryDatabase('test'));
    await store.save(figuresKey(SANDBOX, 'c1'), figures(5));
    await store.save(figuresKey(LIVE, 'c1'), figures(9));
    expect((await store.figures.read(figuresKey(SANDBOX, 'c1')))?.insights.overall.awarded).toBe(5);
    expect((await store.figures.read(figuresKey(LIVE, 'c1')))?.insights.overall.awarded).toBe(9);
  });

  it('keeps the most recently saved communities up to the cap, over every connection', async () => {
    const records = memoryRecords();
    const store = createFiguresStore(memoryDatabase('test', records), 3);
    for (const [base, id] of [
      [SANDBOX, 'c1'],
      [LIVE, 'c2'],
      [SANDBOX, 'c3'],
    ] as const)
      await store.save(figuresKey(base, id), figures(1));
    // Saved again, c1 is the most recent: c2 is now the oldest and goes when a fourth comes.
    await store.save(figuresKey(SANDBOX, 'c1'), figures(2));
    await store.save(figuresKey(LIVE, 'c4'), figures(3));
    const kept = await Promise.all(
      [
        [SANDBOX, 'c1'],
        [LIVE, 'c2'],
        [SANDBOX, 'c3'],
        [LIVE, 'c4'],
      ].map(async ([base = '', id = '']) => (await store.figures.read(figuresKey(base, id))) !== null),
    );
    expect(kept).toEqual([true, false, true, true]);
    // The dropped entry's record is gone, not only unlisted.
    expect(await records.get(figuresKey(LIVE, 'c2'))).toBeUndefined();
  });

  it('ignores an entry that does not hold the figures’ shape', async () => {
    const records = memoryRecords();
    const store = createFiguresStore(memoryDatabase('test', records));
    const good = figures(5);
    const broken: unknown[] = [
      'not an object',
      { ...good, asOf: 'yesterday' },
      { ...good, insights: { ...good.insights, overall: { awarded: '5' } } },
      { ...good, insights: { ...good.insights, perDay: [{ start: Number.NaN, count: 1 }] } },
      { ...good, incomplete: undefined },
    ];
    for (const [i, entry] of broken.entries()) {
      await records.set(figuresKey(SANDBOX, `c${i}`), entry);
      expect(await store.figures.read(figuresKey(SANDBOX, `c${i}`))).toBeNull();
    }
  });
});
