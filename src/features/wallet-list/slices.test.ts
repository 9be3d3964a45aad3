import { describe, expect, it } from 'vitest';
import { forEachInSlices, mergeByLine } from './slices';

describe('slices', () => {
  it('visits every item once, in order, across slices, yielding between them', async () => {
    const seen: number[] = [];
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    await forEachInSlices(
      Array.from({ length: 10 }, (_, i) => i),
      (item, index) => seen.push(item * 100 + index),
      3,
    );
    clearInterval(ticking);
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => i * 101));
    expect(turns).toBeGreaterThan(0);
  });

  it('merges two lists in line order', () => {
    const a = [{ line: 1 }, { line: 4 }, { line: 5 }];
    const b = [{ line: 2 }, { line: 3 }, { line: 9 }];
    expect(mergeByLine(a, b).map((x) => x.line)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(mergeByLine([], b)).toEqual(b);
  });
});
