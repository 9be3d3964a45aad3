import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../../lib/image-facts';
import { DEFAULT_GUIDELINES } from '../guidelines';
import { centredSquare, prepareArt, refusal } from './prepare-art';

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

/** A valid two-frame looping GIF of one pixel. */
function animatedGif(): File {
  const frame = [0x21, 0xf9, 4, 0, 50, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0];
  const ascii = (text: string) => [...new TextEncoder().encode(text)];
  const header = ascii('GIF89a');
  const loop = [0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const bytes = [
    ...header,
    1,
    0,
    1,
    0,
    0x80,
    0,
    0,
    0,
    0,
    0,
    255,
    255,
    255,
    ...loop,
    ...frame,
    ...frame,
    0x3b,
  ];
  return new File([new Uint8Array(bytes)], 'Spin Badge.gif', { type: 'image/gif' });
}

describe('prepareArt', () => {
  it('sends an animated image as it is, never flattened, with the checks that apply to it', async () => {
    const gif = animatedGif();
    const prepared = await prepareArt(gif, DEFAULT_GUIDELINES);
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.art.keptAsIs).toBe(true);
    expect(prepared.art.blob).toBe(gif);
    expect(prepared.art.name).toBe('Spin Badge.gif');
    expect(prepared.art.checks.find((c) => c.id === 'animation')?.message).toMatch(/2 frames/);
  });

  it('refuses bytes that are no image, before any encoding', async () => {
    const text = new File(['just text'], 'notes.png', { type: 'image/png' });
    expect(await prepareArt(text, DEFAULT_GUIDELINES)).toEqual({
      ok: false,
      reason: 'Not a PNG, JPEG, GIF, WebP or SVG image.',
    });
  });
});
