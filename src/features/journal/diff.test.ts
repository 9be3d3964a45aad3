import { describe, expect, it } from 'vitest';
import { compactDiff, DIFF_LINES_MAX, DIFF_VALUE_MAX } from './diff';

describe('compactDiff', () => {
  it('lists only the keys whose value changed, as text', () => {
    const before = { id: 'b1', name: 'Old', status: 'draft', tags: ['a'], updatedAt: '1' };
    const after = { id: 'b1', name: 'New', status: 'draft', tags: ['a', 'b'], updatedAt: '2', maxClaims: 5 };
    expect(compactDiff(before, after)).toEqual([
      { key: 'name', before: 'Old', after: 'New' },
      { key: 'tags', before: '["a"]', after: '["a","b"]' },
      { key: 'maxClaims', after: '5' },
    ]);
  });

  it('does not count a key the answer leaves out as removed', () => {
    expect(compactDiff({ a: 1, b: 2 }, { a: 1 })).toEqual([]);
  });

  it('is empty without a record before', () => {
    expect(compactDiff(undefined, { a: 1 })).toEqual([]);
    expect(compactDiff([1], { a: 1 })).toEqual([]);
  });

  it('shortens long values and keeps a bounded number of lines', () => {
    const long = 'x'.repeat(500);
    const [line] = compactDiff({ d: '' }, { d: long });
    expect(line?.after).toHaveLength(DIFF_VALUE_MAX);
    expect(line?.after?.endsWith('…')).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(compactDiff({}, many)).toHaveLength(DIFF_LINES_MAX);
  });
});
