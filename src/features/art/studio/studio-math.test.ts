import { describe, expect, it } from 'vitest';
import { defaultSize, outputName, sizeChoices, sourceRect } from './studio-math';

describe('studio sums', () => {
  it('turns the cropper’s fractional area into a whole square inside the image', () => {
    expect(
      sourceRect({ x: 499.6, y: -0.4, width: 2000.2, height: 1999.8 }, { width: 3000, height: 2000 }),
    ).toEqual({
      x: 500,
      y: 0,
      width: 2000,
      height: 2000,
    });
    // Strayed past the right edge: moved back in, still square.
    expect(sourceRect({ x: 1001, y: 0, width: 2000, height: 2000 }, { width: 3000, height: 2000 })).toEqual({
      x: 1000,
      y: 0,
      width: 2000,
      height: 2000,
    });
  });

  it('offers the guideline size, never more than the crop (no enlarging)', () => {
    expect(defaultSize(500, 2000)).toBe(500);
    expect(defaultSize(500, 320)).toBe(320);
    expect(sizeChoices(2000, 500)).toEqual([256, 500, 512, 1000, 1024]);
    expect(sizeChoices(600, 500)).toEqual([256, 500, 512]);
    expect(sizeChoices(320, 320)).toEqual([256, 320]);
  });

  it('draws an SVG at the guideline size or more, whatever size it declares', () => {
    expect(defaultSize(500, 256, true)).toBe(500);
    expect(sizeChoices(256, defaultSize(500, 256, true), true)).toEqual([500, 512, 1000, 1024]);
  });

  it('names the output by its new format', () => {
    expect(outputName('Team Photo.JPG', 'image/webp')).toBe('Team Photo.webp');
    expect(outputName('logo.svg', 'image/png')).toBe('logo.png');
    expect(outputName('.hidden', 'image/png')).toBe('.hidden.png');
  });
});
