import { describe, expect, it } from 'vitest';
import { formatShare, formatWait, weekLabel } from './figure-format';

describe('figure formats', () => {
  it('names a wait in its two largest units', () => {
    expect(formatWait(null)).toBe('—');
    expect(formatWait(42_000)).toBe('42 s');
    expect(formatWait(12 * 60_000 + 20_000)).toBe('12 min');
    expect(formatWait(5 * 3_600_000 + 12 * 60_000)).toBe('5 h 12 min');
    expect(formatWait(3 * 86_400_000 + 4 * 3_600_000 + 10 * 60_000)).toBe('3 d 4 h');
  });

  it('gives a share as a percentage with one decimal', () => {
    expect(formatShare(null)).toBe('—');
    expect(formatShare(2 / 3)).toBe('66.7%');
    expect(formatShare(1)).toBe('100.0%');
  });

  it('names a week by its Monday in UTC', () => {
    expect(weekLabel(Date.parse('2026-11-23T00:00:00Z'))).toBe('Week of Nov 23, 2026');
  });
});
