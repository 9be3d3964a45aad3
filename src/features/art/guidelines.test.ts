import { describe, expect, it } from 'vitest';
import { DEFAULT_GUIDELINES, guidelinesError, parseGuidelines } from './guidelines';

describe('art guidelines', () => {
  it('defaults to square art of at least 500 × 500, at most 4 MB, 200 KB recommended', () => {
    expect(DEFAULT_GUIDELINES).toEqual({
      square: true,
      minSide: 500,
      maxBytes: 4_194_304,
      recommendedBytes: 204_800,
    });
    expect(parseGuidelines(null)).toBe(DEFAULT_GUIDELINES);
  });

  it('reads a stored profile, and falls back to the defaults for what is unreadable', () => {
    expect(
      parseGuidelines('{"square":false,"minSide":256,"maxBytes":1048576,"recommendedBytes":102400}'),
    ).toEqual({
      square: false,
      minSide: 256,
      maxBytes: 1_048_576,
      recommendedBytes: 102_400,
    });
    expect(parseGuidelines('{"minSide":"big","square":false}')).toEqual({
      ...DEFAULT_GUIDELINES,
      square: false,
    });
    expect(parseGuidelines('not json')).toBe(DEFAULT_GUIDELINES);
    // Sound fields that do not fit together: the defaults.
    expect(parseGuidelines('{"maxBytes":1000,"recommendedBytes":2000}')).toBe(DEFAULT_GUIDELINES);
  });

  it('says what is wrong with an edited profile', () => {
    expect(guidelinesError(DEFAULT_GUIDELINES)).toBeUndefined();
    expect(guidelinesError({ ...DEFAULT_GUIDELINES, minSide: 0 })).toMatch(/smallest side/);
    expect(guidelinesError({ ...DEFAULT_GUIDELINES, recommendedBytes: 5 * 1024 * 1024 })).toMatch(
      /recommended/,
    );
  });
});
