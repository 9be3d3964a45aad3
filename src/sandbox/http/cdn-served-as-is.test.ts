import { describe, expect, it } from 'vitest';
import { servedAsIs } from './cdn-handlers';

/** A GIF with a two-colour table and `frames` one-pixel images. */
function gif(frames: number): Uint8Array {
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0];
  const header = [...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  return new Uint8Array([...header, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

describe('the image CDN', () => {
  it('serves SVG and animations as they are, and resizes still images', () => {
    expect(servedAsIs(gif(3), 'image/gif')).toBe(true);
    expect(servedAsIs(gif(1), 'image/gif')).toBe(false);
    expect(servedAsIs(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), '')).toBe(true);
    expect(servedAsIs(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), 'image/png')).toBe(false);
  });
});
