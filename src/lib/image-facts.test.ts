import { describe, expect, it } from 'vitest';
import { imageFactsOf, isScriptedSvg } from './image-facts';

type Part = number[] | string;
function bytes(...parts: Part[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part)),
  );
}
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** A PNG chunk with a dummy CRC (the facts do not check it). */
const chunk = (type: string, data: number[]) => [...u32be(data.length), ...bytes(type), ...data, 0, 0, 0, 0];

function png(colourType: number, ...chunks: number[][]): Uint8Array<ArrayBuffer> {
  const ihdr = chunk('IHDR', [...u32be(600), ...u32be(600), 8, colourType, 0, 0, 0]);
  return bytes([0x89], 'PNG', [13, 10, 26, 10], ihdr, ...chunks, chunk('IDAT', [1, 2, 3]), chunk('IEND', []));
}

/** A GIF with a global colour table of 2 colours and `frames` one-pixel images. */
function gif(frames: number, { transparent = false } = {}): Uint8Array<ArrayBuffer> {
  const frame = [
    ...[0x21, 0xf9, 4, transparent ? 1 : 0, 10, 0, 0, 0], // graphic control extension
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], // image descriptor, no local table
    ...[2, 2, 0x4c, 0x01, 0], // LZW minimum code size, one sub-block, end
  ];
  const loop = [0x21, 0xff, 11, ...bytes('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  return bytes(
    'GIF89a',
    u16le(1),
    u16le(1),
    [0x80, 0, 0],
    [0, 0, 0, 255, 255, 255],
    loop,
    ...Array.from({ length: frames }, () => frame),
    [0x3b],
  );
}

const riff = (...chunks: number[][]) => bytes('RIFF', u32le(0), 'WEBP', ...chunks);
const webpChunk = (type: string, data: number[]) => [
  ...bytes(type),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];
const vp8x = (flags: number) => webpChunk('VP8X', [flags, 0, 0, 0, ...u24le(499), ...u24le(499)]);

describe('imageFactsOf', () => {
  it('tells a still GIF from an animated one, and a transparent colour', () => {
    expect(imageFactsOf(gif(1))).toMatchObject({ format: 'gif', frames: 1, transparency: false });
    expect(imageFactsOf(gif(3, { transparent: true }))).toMatchObject({
      format: 'gif',
      size: { width: 1, height: 1 },
      frames: 3,
      transparency: true,
    });
  });

  it('finds an APNG by its acTL chunk, and PNG transparency by colour type or tRNS', () => {
    expect(imageFactsOf(png(2))).toMatchObject({ format: 'png', frames: 1, transparency: false });
    expect(imageFactsOf(png(6))).toMatchObject({ frames: 1, transparency: true });
    expect(imageFactsOf(png(2, chunk('tRNS', [0, 0, 0, 0, 0, 0])))).toMatchObject({ transparency: true });
    const apng = png(6, chunk('acTL', [...u32be(12), ...u32be(0)]));
    expect(imageFactsOf(apng)).toMatchObject({
      format: 'png',
      frames: 12,
      size: { width: 600, height: 600 },
    });
  });

  it('finds an animated WebP by its VP8X flag and counts its frames; alpha from VP8X or VP8L', () => {
    const frame = webpChunk('ANMF', new Array<number>(17).fill(0));
    const animated = riff(vp8x(0x02 | 0x10), webpChunk('ANIM', [0, 0, 0, 0, 0, 0]), frame, frame, frame);
    expect(imageFactsOf(animated)).toMatchObject({
      format: 'webp',
      size: { width: 500, height: 500 },
      frames: 3,
      transparency: true,
    });
    expect(imageFactsOf(riff(vp8x(0), webpChunk('VP8 ', new Array<number>(10).fill(0))))).toMatchObject({
      frames: 1,
      transparency: false,
    });
    const alphaBit = (1 << 28) | 99 | (99 << 14);
    expect(
      imageFactsOf(riff(webpChunk('VP8L', [0x2f, ...u32le(alphaBit), 0, 0, 0, 0, 0, 0, 0]))),
    ).toMatchObject({
      frames: 1,
      transparency: true,
      size: { width: 100, height: 100 },
    });
  });

  it('knows JPEG is still and opaque, and a renamed file by its bytes', () => {
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 4, 0, 0]);
    expect(imageFactsOf(jpeg)).toMatchObject({ format: 'jpeg', frames: 1, transparency: false });
    expect(imageFactsOf(bytes('%PDF-1.7')).format).toBe('unknown');
  });

  it('marks an SVG with script, event handlers, javascript: links or foreign objects as scripted', () => {
    const svg = (body: string) =>
      bytes(`<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500">${body}</svg>`);
    expect(imageFactsOf(svg('<circle r="40"/>'))).toMatchObject({
      format: 'svg',
      scripted: false,
      size: { width: 500, height: 500 },
    });
    expect(imageFactsOf(svg('<script>alert(1)</script>')).scripted).toBe(true);
    expect(isScriptedSvg('<svg><rect onload="x()"/></svg>')).toBe(true);
    expect(isScriptedSvg('<svg><a href="javascript:x()"><rect/></a></svg>')).toBe(true);
    expect(isScriptedSvg('<svg><foreignObject><div/></foreignObject></svg>')).toBe(true);
    expect(isScriptedSvg('<svg><text>only words</text></svg>')).toBe(false);
  });
});
