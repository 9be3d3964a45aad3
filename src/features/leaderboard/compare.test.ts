import { describe, expect, it } from 'vitest';
import type { RankedEntry } from './board';
import { compareBoards, type FrozenEntry } from './compare';

function frozen(key: string, rank: number, value: number | null = null): FrozenEntry {
  return { key, wallet: key.toUpperCase(), name: null, rank, value };
}

function ranked(key: string, rank: number, value: number | null = null): RankedEntry {
  return { ...frozen(key, rank, value), earnedAt: null, claimedAt: null, metadataKey: null, tied: false };
}

describe('compareBoards', () => {
  it('reports rank movements up and down with the number of places, new and dropped entries', () => {
    const before = [frozen('a', 1, 90), frozen('b', 2, 80), frozen('c', 3, 70), frozen('d', 4, 60)];
    const now = [ranked('c', 1, 95), ranked('a', 2, 90), ranked('n', 3, 85), ranked('b', 4, 80)];
    const { rows, counts } = compareBoards(before, now);
    expect(rows.map((r) => [r.key, r.change, r.moved, r.rankBefore, r.rankNow])).toEqual([
      ['c', 'up', 2, 3, 1],
      ['a', 'down', -1, 1, 2],
      ['n', 'new', 0, null, 3],
      ['b', 'down', -2, 2, 4],
      ['d', 'dropped', 0, 4, null],
    ]);
    expect(counts).toEqual({ up: 1, down: 2, same: 0, new: 1, dropped: 1 });
    expect(rows[0]).toMatchObject({ valueBefore: 70, valueNow: 95 });
  });

  it('sees an unchanged board as unchanged, ties included', () => {
    const before = [frozen('a', 1), frozen('b', 2), frozen('c', 2)];
    const now = [ranked('a', 1), ranked('c', 2), ranked('b', 2)];
    expect(compareBoards(before, now).counts).toEqual({ up: 0, down: 0, same: 3, new: 0, dropped: 0 });
  });

  it('compares with an empty snapshot (all new) and an empty board (all dropped)', () => {
    expect(compareBoards([], [ranked('a', 1)]).counts.new).toBe(1);
    expect(compareBoards([frozen('a', 1)], []).rows).toEqual([
      expect.objectContaining({ key: 'a', change: 'dropped', rankBefore: 1, rankNow: null }),
    ]);
  });
});
