import { describe, expect, it } from 'vitest';
import { outputName, sourceRect } from './studio-math';

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

  it('names the output by its new format', () => {
    expect(outputName('Team Photo.JPG', 'image/webp')).toBe('Team Photo.webp');
    expect(outputName('logo.svg', 'image/png')).toBe('logo.png');
    expect(outputName('.hidden', 'image/png')).toBe('.hidden.png');
  });
});
