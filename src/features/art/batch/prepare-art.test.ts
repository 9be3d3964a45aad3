import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../../lib/image-facts';
import { DEFAULT_GUIDELINES } from '../guidelines';
import { centredSquare, refusal } from './prepare-art';

const facts = (over: Partial<ImageFacts>): ImageFacts => ({
  format: 'png',
  size: { width: 800, height: 600 },
  frames: 1,
  transparency: false,
  scripted: false,
  ...over,
});

describe('centredSquare', () => {
  it('is the largest square in the middle of the image', () => {
    expect(centredSquare({ width: 3000, height: 2000 })).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
    expect(centredSquare({ width: 501, height: 1000 })).toEqual({ x: 0, y: 249, width: 501, height: 501 });
    expect(centredSquare({ width: 64, height: 64 })).toEqual({ x: 0, y: 0, width: 64, height: 64 });
  });
});

describe('refusal', () => {
  it('takes stills, SVG (drawn as WebP) and animations within the size limit', () => {
    expect(refusal(facts({}), 1000, DEFAULT_GUIDELINES)).toBeUndefined();
    expect(
      refusal(facts({ format: 'svg', size: undefined, scripted: true }), 1000, DEFAULT_GUIDELINES),
    ).toBeUndefined();
    expect(refusal(facts({ format: 'gif', frames: 12 }), 1000, DEFAULT_GUIDELINES)).toBeUndefined();
  });

  it('refuses what the studio cannot fix, saying why', () => {
    expect(refusal(facts({ format: 'unknown' }), 10, DEFAULT_GUIDELINES)).toMatch(/^Not a PNG/);
    expect(refusal(facts({ format: 'gif', frames: 3 }), 5 * 1024 * 1024, DEFAULT_GUIDELINES)).toMatch(
      /^Animated and 5(\.0)? MB, over the 4(\.0)? MB limit/,
    );
    expect(refusal(facts({ size: undefined }), 10, DEFAULT_GUIDELINES)).toMatch(/pixel size cannot be read/);
  });
});
