import { describe, expect, it } from 'vitest';
import { countTicks, histogram, niceStep } from './histogram';

describe('histogram', () => {
  it('splits scores 0–10,000 into 20 bins of 500, the top value in the last bin', () => {
    const bins = histogram([0, 499, 500, 9_999, 10_000], 20);
    expect(bins).toHaveLength(20);
    expect(bins[0]).toEqual({ from: 0, to: 500, count: 2 });
    expect(bins[1]).toEqual({ from: 500, to: 1000, count: 1 });
    expect(bins[19]).toEqual({ from: 9500, to: 10_000, count: 2 });
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(5);
  });

  it('uses round widths and starts on a multiple of the width', () => {
    const bins = histogram([13, 27, 88], 10);
    expect(bins[0]?.from).toBe(10);
    expect(bins.map((b) => b.to - b.from)).toEqual(bins.map(() => 10));
    expect(bins.at(-1)?.to).toBe(90);
  });

  it('puts a value on an edge into the bin it starts, despite floating-point noise', () => {
    const bins = histogram([0, 0.1, 0.2, 0.3, 0.7], 7);
    expect(bins.map((b) => b.from)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(bins.map((b) => b.count)).toEqual([1, 1, 1, 1, 0, 0, 1]);
  });

  it('never splits whole numbers into fractional bins', () => {
    const bins = histogram([1, 2, 3], 20);
    expect(bins.map((b) => [b.from, b.to, b.count])).toEqual([
      [1, 2, 1],
      [2, 3, 2],
    ]);
  });

  it('has one bin when every value is the same, and none without values', () => {
    expect(histogram([7, 7, 7])).toEqual([{ from: 7, to: 8, count: 3 }]);
    expect(histogram([])).toEqual([]);
  });

  it('handles negative values and decimals', () => {
    const bins = histogram([-2.5, -0.1, 0, 1.2], 4);
    expect(bins[0]?.from).toBeLessThanOrEqual(-2.5);
    expect(bins.at(-1)?.to).toBeGreaterThanOrEqual(1.2);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(4);
  });

  it('counts a 50,000-value board exactly', () => {
    const values = Array.from({ length: 50_000 }, (_, i) => i % 10_001);
    const bins = histogram(values, 20);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(50_000);
    expect(bins[0]?.count).toBe(2500);
  });

  it('picks 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(10_000, 20)).toBe(500);
    expect(niceStep(100, 20)).toBe(5);
    expect(niceStep(3600, 20)).toBe(200);
    expect(niceStep(45, 20)).toBe(2.5);
    expect(niceStep(0, 20)).toBe(1);
  });
});

describe('count axis ticks', () => {
  it('steps by whole round numbers from 0 to the first tick at or above the tallest column', () => {
    expect(countTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(1)).toEqual([0, 1]);
  });

  it('keeps a top above zero for an empty distribution', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });
});
