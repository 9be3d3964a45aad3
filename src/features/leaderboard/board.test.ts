import { describe, expect, it } from 'vitest';
import { metricValue, rankBoard, toBoardEntry, usesFallback, type BoardEntry } from './board';

function entry(key: string, value: number | null, earnedAt = '2026-01-01T00:00:00.000Z'): BoardEntry {
  return { key, wallet: key, name: null, earnedAt, claimedAt: null, value, metadataKey: null };
}

const ranks = (entries: BoardEntry[]) => rankBoard(entries).map((e) => [e.key, e.rank, e.tied]);

describe('rankBoard', () => {
  it('gives tied values one rank and skips the ranks they take (1, 2, 2, 4)', () => {
    expect(ranks([entry('a', 90), entry('b', 80), entry('c', 80), entry('d', 70)])).toEqual([
      ['a', 1, false],
      ['b', 2, true],
      ['c', 2, true],
      ['d', 4, false],
    ]);
  });

  it('ranks a tie across the whole board, however long, and the entry after it by its position', () => {
    const board = [entry('a', 5), ...Array.from({ length: 30 }, (_, i) => entry(`t${i}`, 3)), entry('z', 1)];
    const ranked = rankBoard(board);
    expect(new Set(ranked.slice(1, 31).map((e) => e.rank))).toEqual(new Set([2]));
    expect(ranked.at(-1)).toMatchObject({ key: 'z', rank: 32, tied: false });
  });

  it('puts the entries without a value in one shared last rank', () => {
    expect(ranks([entry('a', 10), entry('b', null), entry('c', null)])).toEqual([
      ['a', 1, false],
      ['b', 2, true],
      ['c', 2, true],
    ]);
  });

  it('ranks by earn time when no entry carries the metric (the service falls back to it)', () => {
    const board = [
      entry('a', null, '2026-01-01T00:00:00.000Z'),
      entry('b', null, '2026-01-02T00:00:00.000Z'),
      entry('c', null, '2026-01-02T00:00:00.000Z'),
      entry('d', null, '2026-01-03T00:00:00.000Z'),
    ];
    expect(usesFallback(board)).toBe(true);
    expect(ranks(board)).toEqual([
      ['a', 1, false],
      ['b', 2, true],
      ['c', 2, true],
      ['d', 4, false],
    ]);
  });

  it('keeps the ranks of the first entries when more of the board arrives', () => {
    const board = [entry('a', 9), entry('b', 9), entry('c', 7), entry('d', 7), entry('e', 1)];
    const first = rankBoard(board.slice(0, 3)).map((e) => e.rank);
    expect(
      rankBoard(board)
        .slice(0, 3)
        .map((e) => e.rank),
    ).toEqual(first);
  });

  it('is empty for an empty board', () => {
    expect(rankBoard([])).toEqual([]);
  });
});

describe('board entries', () => {
  it('reads numbers and numeric text as the service does, nothing else', () => {
    expect(metricValue({ score: 42 }, 'score')).toBe(42);
    expect(metricValue({ score: ' 12.5 ' }, 'score')).toBe(12.5);
    expect(metricValue({ score: '' }, 'score')).toBeNull();
    expect(metricValue({ score: 'high' }, 'score')).toBeNull();
    expect(metricValue({ score: true }, 'score')).toBeNull();
    expect(metricValue({ points: 3 }, 'score')).toBeNull();
    expect(metricValue(undefined, 'score')).toBeNull();
  });

  it('keys an entry by its wallet in lower case and names it by its ENS name', () => {
    expect(
      toBoardEntry(
        {
          wallet: '0xAbC0000000000000000000000000000000000001',
          username: 'alice.eth',
          earnedAt: '2026-01-01T00:00:00.000Z',
          claimedAt: null,
          metadata: { time: 61.5 },
        },
        'time',
      ),
    ).toEqual({
      key: '0xabc0000000000000000000000000000000000001',
      wallet: '0xAbC0000000000000000000000000000000000001',
      name: 'alice.eth',
      earnedAt: '2026-01-01T00:00:00.000Z',
      claimedAt: null,
      value: 61.5,
      metadataKey: '{"time":61.5}',
    });
    expect(toBoardEntry({ wallet: '0x1', username: '  ' }, 'score').name).toBeNull();
  });
});
