import { describe, expect, it } from 'vitest';
import { rankBoard, type BoardEntry } from './board';
import { createBoardRanker } from './board-ranker';

const entry = (
  n: number,
  value: number | null,
  earnedAt = `2026-01-0${String((n % 3) + 1)}`,
): BoardEntry => ({
  key: `0x${String(n)}`,
  wallet: `0x${String(n)}`,
  name: null,
  earnedAt,
  claimedAt: null,
  value,
  metadataKey: null,
});

/** The board cut into pages of these sizes, in order. */
function pages(board: BoardEntry[], sizes: number[]): BoardEntry[][] {
  const out: BoardEntry[][] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(board.slice(at, at + size));
    at += size;
  }
  return out;
}

/** A small deterministic generator, so a failing board can be found again. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('createBoardRanker', () => {
  it('gives after each page the ranks rankBoard gives the board read so far', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = numbers(seed);
      // Few distinct values, so ties are common and often span two pages; some boards without values.
      const withValues = next(4) !== 0;
      const board = Array.from({ length: 1 + next(30) }, (_, i) =>
        entry(i, withValues && next(5) !== 0 ? 10 - next(4) : null),
      );
      const ranker = createBoardRanker();
      const handedOut: { rows: BoardEntry[]; copy: BoardEntry[] }[] = [];
      let read: BoardEntry[] = [];
      for (const page of pages(
        board,
        Array.from({ length: 30 }, () => 1 + next(6)),
      )) {
        if (page.length === 0) break;
        ranker.add(page);
        read = [...read, ...page];
        const snapshot = ranker.snapshot();
        handedOut.push({ rows: snapshot, copy: structuredClone(snapshot) });
        expect(snapshot, `seed ${String(seed)}`).toEqual(rankBoard(read));
      }
      // Rows handed out stay as they were handed out (a page already drawn does not change under React).
      for (const { rows, copy } of handedOut) expect(rows).toEqual(copy);
    }
  });

  it('marks a tie that reaches back into a page already handed out on a new row, not the old one', () => {
    const ranker = createBoardRanker();
    ranker.add([entry(1, 9), entry(2, 5)]);
    const first = ranker.snapshot();
    ranker.add([entry(3, 5), entry(4, 1)]);
    const second = ranker.snapshot();
    expect(second.map((e) => [e.rank, e.tied])).toEqual([
      [1, false],
      [2, true],
      [2, true],
      [4, false],
    ]);
    expect(first[1]).toMatchObject({ rank: 2, tied: false });
    expect(second[1]).not.toBe(first[1]);
    expect(second[0]).toBe(first[0]);
  });

  it('ranks the board again by the metric when a value follows entries without one', () => {
    const ranker = createBoardRanker();
    ranker.add([entry(1, null, '2026-01-01'), entry(2, null, '2026-01-01')]);
    expect(ranker.snapshot().map((e) => [e.rank, e.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
    ranker.add([entry(3, 4)]);
    expect(ranker.snapshot()).toEqual(
      rankBoard([entry(1, null, '2026-01-01'), entry(2, null, '2026-01-01'), entry(3, 4)]),
    );
  });
});
