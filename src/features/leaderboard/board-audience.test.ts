import { describe, expect, it } from 'vitest';
import { rankBoard, type BoardEntry } from './board';
import { rankWithin } from './board-audience';

const entry = (key: string, value: number | null): BoardEntry => ({
  key,
  wallet: key,
  name: null,
  earnedAt: '2026-01-01T00:00:00Z',
  claimedAt: null,
  value,
  metadataKey: null,
});

describe('rankWithin', () => {
  it('ranks the audience’s entries among themselves, ties kept', () => {
    const board = rankBoard([entry('a', 90), entry('b', 80), entry('c', 80), entry('d', 70), entry('e', 60)]);
    const within = rankWithin(board, new Set(['b', 'c', 'e']));
    expect(within.map((e) => [e.key, e.rank, e.tied])).toEqual([
      ['b', 1, true],
      ['c', 1, true],
      ['e', 3, false],
    ]);
    expect(board.find((e) => e.key === 'e')?.rank).toBe(5);
  });

  it('gives an empty board when no entry is in the audience', () => {
    expect(rankWithin(rankBoard([entry('a', 1)]), new Set(['z']))).toEqual([]);
  });
});
