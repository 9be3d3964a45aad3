import { describe, expect, it } from 'vitest';
import { mergeByLine } from './slices';

describe('slices', () => {
  it('merges two lists in line order', () => {
    const a = [{ line: 1 }, { line: 4 }, { line: 5 }];
    const b = [{ line: 2 }, { line: 3 }, { line: 9 }];
    expect(mergeByLine(a, b).map((x) => x.line)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(mergeByLine([], b)).toEqual(b);
  });
});
