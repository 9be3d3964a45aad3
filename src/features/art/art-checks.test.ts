import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../lib/image-facts';
import { checkArt, type ArtCheck } from './art-checks';
import { DEFAULT_GUIDELINES } from './guidelines';

const still: ImageFacts = {
  format: 'png',
  size: { width: 600, height: 600 },
  frames: 1,
  transparency: false,
  scripted: false,
};

function byId(checks: ArtCheck[]): Partial<Record<ArtCheck['id'], ArtCheck>> {
  return Object.fromEntries(checks.map((c) => [c.id, c]));
}

describe('checkArt', () => {
  it('passes square art of the right size under the recommended bytes', () => {
    const checks = checkArt(still, 120 * 1024, DEFAULT_GUIDELINES);
    expect(checks.map((c) => [c.id, c.status])).toEqual([
      ['format', 'pass'],
      ['pixels', 'pass'],
      ['aspect', 'pass'],
      ['bytes', 'pass'],
      ['animation', 'pass'],
      ['transparency', 'pass'],
    ]);
  });

  it('a 3000 × 2000 photo of 5 MB: not square and too large, each with what the studio does', () => {
    const photo: ImageFacts = { ...still, format: 'jpeg', size: { width: 3000, height: 2000 } };
    const checks = byId(checkArt(photo, 5 * 1024 * 1024, DEFAULT_GUIDELINES));
    expect(checks.aspect).toMatchObject({
      status: 'fail',
      fix: 'The studio crops it to a square you choose.',
    });
    expect(checks.aspect?.message).toMatch(/^3000 × 2000 is not square/);
    expect(checks.bytes).toMatchObject({
      status: 'fail',
      message: '5 MB; the guideline allows at most 4 MB.',
      fix: 'The studio resizes it and encodes it as WebP with a quality you choose.',
    });
    expect(checks.pixels?.status).toBe('pass');
  });

  it('warns above the recommended size, and fails art too small to enlarge', () => {
    const small: ImageFacts = { ...still, size: { width: 320, height: 320 } };
    const checks = byId(checkArt(small, 300 * 1024, DEFAULT_GUIDELINES));
    expect(checks.bytes).toMatchObject({ status: 'warn' });
    expect(checks.bytes?.message).toMatch(/^300 KB; at most 200 KB is recommended/);
    expect(checks.pixels).toMatchObject({
      status: 'fail',
      message: '320 × 320 px; the guideline asks at least 500 × 500.',
    });
  });

  it('an animation is kept as it is: its checks say so instead of offering to crop or encode it', () => {
    const gif: ImageFacts = {
      ...still,
      format: 'gif',
      size: { width: 480, height: 270 },
      frames: 24,
      transparency: true,
    };
    const checks = byId(checkArt(gif, 5 * 1024 * 1024, DEFAULT_GUIDELINES));
    expect(checks.animation?.status).toBe('info');
    expect(checks.animation?.message).toMatch(/^Animated, 24 frames/);
    expect(checks.aspect?.fix).toMatch(/keeps animations as they are/);
    expect(checks.bytes?.fix).toMatch(/keeps animations as they are/);
    expect(checks.transparency?.status).toBe('info');
  });

  it('a scripted SVG fails; a plain one is drawn as PNG; unknown bytes fail', () => {
    const svg: ImageFacts = { ...still, format: 'svg', size: { width: 64, height: 64 }, transparency: true };
    expect(byId(checkArt({ ...svg, scripted: true }, 900, DEFAULT_GUIDELINES)).format).toMatchObject({
      status: 'fail',
      fix: 'The studio draws it as a PNG, without its script.',
    });
    const plain = byId(checkArt(svg, 900, DEFAULT_GUIDELINES));
    // Not every wallet shows SVG: a note, as the review of served art says (art-rules.ts).
    expect(plain.format?.status).toBe('info');
    // A vector is drawn at any size: being small is no fault.
    expect(plain.pixels?.status).toBe('info');
    expect(
      byId(checkArt({ ...still, format: 'unknown', size: undefined }, 10, DEFAULT_GUIDELINES)).format?.status,
    ).toBe('fail');
  });

  it('follows an edited profile: no square rule, a smaller minimum', () => {
    const wide: ImageFacts = { ...still, size: { width: 400, height: 300 } };
    const checks = byId(checkArt(wide, 1000, { ...DEFAULT_GUIDELINES, square: false, minSide: 256 }));
    expect(checks.aspect).toBeUndefined();
    expect(checks.pixels?.status).toBe('pass');
  });
});
