import { describe, expect, it } from 'vitest';
import { countTicks } from './ticks';

describe('countTicks', () => {
  it('covers the peak in whole, round steps', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(24)).toEqual([0, 10, 20, 30]);
    expect(countTicks(48)).toEqual([0, 20, 40, 60]);
    expect(countTicks(170)).toEqual([0, 50, 100, 150, 200]);
  });
});
