import { describe, expect, it } from 'vitest';
import { describeWait, parseRetryAfter } from './retry-after';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000);
    expect(parseRetryAfter(' 120 ', NOW)).toBe(120_000);
    expect(parseRetryAfter('0', NOW)).toBe(0);
  });

  it('reads an HTTP date as the time from now', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:45 GMT', NOW)).toBe(45_000);
    // The obsolete forms HTTP still allows a recipient to read.
    expect(parseRetryAfter('Sunday, 01-Mar-26 10:01:00 GMT', NOW)).toBe(60_000);
  });

  it('reads a date already past as no wait', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', NOW)).toBe(0);
  });

  it('gives nothing for an absent, negative, fractional or garbled value', () => {
    for (const value of [undefined, null, '', '  ', '-5', '+2', '1.5', '3s', 'soon', 'Tomorrow', '0x10']) {
      expect(parseRetryAfter(value, NOW), String(value)).toBeUndefined();
    }
  });

  it('reads a huge number of seconds as a finite, very long wait', () => {
    const huge = parseRetryAfter('9'.repeat(400), NOW);
    expect(huge).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('describeWait', () => {
  it('says a wait in the unit a person reads it in, never shorter than it is', () => {
    expect(describeWait(0)).toBe('1 s');
    expect(describeWait(3000)).toBe('3 s');
    expect(describeWait(2500)).toBe('3 s');
    expect(describeWait(90_000)).toBe('90 s');
    expect(describeWait(3_600_000)).toBe('60 min');
    expect(describeWait(3 * 3_600_000)).toBe('3 h');
    expect(describeWait(Number.MAX_SAFE_INTEGER)).toBe('more than a day');
  });
});
