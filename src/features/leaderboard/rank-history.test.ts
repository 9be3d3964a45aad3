import { describe, expect, it } from 'vitest';
import type { FrozenEntry } from './compare';
import { boardMoves, rankSeries, seriesSnapshots, topKeys, type SeriesSnapshot } from './rank-history';

/** A frozen board from keys in board order, with competition ranks given or 1, 2, 3… */
function board(keys: string[], ranks?: number[]): FrozenEntry[] {
  return keys.map((key, i) => ({
    key,
    wallet: key.toUpperCase(),
    name: null,
    rank: ranks?.[i] ?? i + 1,
    value: null,
  }));
}

const line = (id: string, takenAt: string, extra: Partial<SeriesSnapshot> = {}): SeriesSnapshot => ({
  id,
  takenAt,
  metric: 'score',
  direction: 'DESC',
  fallback: false,
  ...extra,
});

describe('series snapshots', () => {
  it('keeps the snapshots in the board’s order, oldest first, leaving out those in earn order', () => {
    const lines = [
      line('c', '2026-03-01T00:00:00.000Z'),
      line('p', '2026-02-15T00:00:00.000Z', { metric: 'points' }),
      line('a', '2026-01-01T00:00:00.000Z'),
      line('asc', '2026-02-01T00:00:00.000Z', { direction: 'ASC' }),
      line('earn', '2026-02-02T00:00:00.000Z', { fallback: true }),
      line('b', '2026-02-01T00:00:00.000Z'),
    ];
    expect(seriesSnapshots(lines, { metric: 'score', direction: 'DESC' }).map((s) => s.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('rank series', () => {
  it('gives each chosen wallet its rank in every snapshot, null where it was not on the board', () => {
    const series = rankSeries(
      [board(['a', 'b', 'c']), board(['b', 'a', 'c'], [1, 1, 3]), board(['d', 'b', 'a'])],
      ['a', 'b', 'c', 'd'],
    );
    expect(series.map((s) => [s.key, s.ranks])).toEqual([
      ['a', [1, 1, 3]],
      ['b', [2, 1, 2]],
      ['c', [3, 3, null]],
      ['d', [null, null, 1]],
    ]);
    expect(series[3]?.wallet).toBe('D');
  });

  it('keeps the name a wallet had when a later snapshot has none', () => {
    const named: FrozenEntry[] = [{ key: 'a', wallet: 'A', name: 'alice.eth', rank: 1, value: 3 }];
    const [a] = rankSeries([named, board(['a'])], ['a']);
    expect(a?.name).toBe('alice.eth');
  });

  it('takes the top N keys of a board in its order', () => {
    expect(topKeys(board(['x', 'y', 'z']), 2)).toEqual(['x', 'y']);
    expect(topKeys(board(['x']), 5)).toEqual(['x']);
  });
});

describe('board moves', () => {
  it('lists climbers and fallers by the size of the move, and the new and gone entries', () => {
    const before = board(['a', 'b', 'c', 'd', 'e']);
    const after = board(['e', 'c', 'a', 'f', 'b']);
    const moves = boardMoves(before, after);
    // e: 5 → 1 (+4), c: 3 → 2 (+1); a: 1 → 3 (−2), b: 2 → 5 (−3); f new; d gone.
    expect(moves.climbers.map((r) => [r.key, r.moved])).toEqual([
      ['e', 4],
      ['c', 1],
    ]);
    expect(moves.fallers.map((r) => [r.key, r.moved])).toEqual([
      ['b', -3],
      ['a', -2],
    ]);
    expect(moves.added.map((r) => [r.key, r.rankNow])).toEqual([['f', 4]]);
    expect(moves.gone.map((r) => [r.key, r.rankBefore])).toEqual([['d', 4]]);
  });

  it('breaks a tie in the size of a move by the better rank now', () => {
    const moves = boardMoves(board(['a', 'b', 'c', 'd']), board(['c', 'd', 'a', 'b']));
    expect(moves.climbers.map((r) => r.key)).toEqual(['c', 'd']);
    expect(moves.fallers.map((r) => r.key)).toEqual(['a', 'b']);
  });
});
