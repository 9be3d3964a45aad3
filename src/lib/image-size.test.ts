import { describe, expect, it } from 'vitest';
import { imageSizeOf, readImageSize } from './image-size';

function bytes(...parts: (number[] | string)[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part)),
  );
}
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

const png = (w: number, h: number) =>
  bytes([0x89], 'PNG', [13, 10, 26, 10], u32be(13), 'IHDR', u32be(w), u32be(h), [8, 6, 0, 0, 0]);

/** SOI, an APP1 (EXIF) block of `exifBytes`, a DQT, then SOF`n`. */
const jpeg = (w: number, h: number, { sof = 0xc0, exifBytes = 20 } = {}) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    u16be(exifBytes + 2),
    new Array<number>(exifBytes).fill(0),
    [0xff, 0xdb],
    u16be(4),
    [0, 0],
    [0xff, sof],
    u16be(17),
    [8],
    u16be(h),
    u16be(w),
    [3],
    new Array<number>(9).fill(0),
  );

describe('imageSizeOf', () => {
  it('reads PNG from IHDR', () => {
    expect(imageSizeOf(png(3000, 2000))).toEqual({ width: 3000, height: 2000 });
  });

  it('reads GIF from the logical screen', () => {
    expect(imageSizeOf(bytes('GIF89a', u16le(500), u16le(320), [0, 0, 0]))).toEqual({
      width: 500,
      height: 320,
    });
  });

  it('reads JPEG from the start-of-frame segment past an EXIF block, baseline and progressive', () => {
    expect(imageSizeOf(jpeg(4032, 3024, { exifBytes: 40_000 }))).toEqual({ width: 4032, height: 3024 });
    expect(imageSizeOf(jpeg(640, 480, { sof: 0xc2 }))).toEqual({ width: 640, height: 480 });
  });

  it('reads the three WebP kinds: lossy, lossless and extended', () => {
    const riff = (chunk: string, data: number[]) =>
      bytes('RIFF', u32le(100), 'WEBP', chunk, u32le(data.length), data);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(512), ...u16le(256), 0, 0]);
    expect(imageSizeOf(lossy)).toEqual({ width: 512, height: 256 });
    const bits = (500 - 1) | ((500 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, ...u32le(bits), 0, 0, 0, 0, 0]);
    expect(imageSizeOf(lossless)).toEqual({ width: 500, height: 500 });
    const extended = riff('VP8X', [0x12, 0, 0, 0, ...u24le(1199), ...u24le(799)]);
    expect(imageSizeOf(extended)).toEqual({ width: 1200, height: 800 });
  });

  it('reads SVG from width and height, else from the viewBox', () => {
    const svg = (attributes: string) =>
      new TextEncoder().encode(`<?xml version="1.0"?>\n<svg ${attributes}></svg>`);
    expect(imageSizeOf(svg('xmlns="http://www.w3.org/2000/svg" width="120px" height="80"'))).toEqual({
      width: 120,
      height: 80,
    });
    expect(imageSizeOf(svg('viewBox="0 0 640 640"'))).toEqual({ width: 640, height: 640 });
    expect(imageSizeOf(svg('width="100%" height="100%"'))).toBeUndefined();
  });

  it('is undefined for other or cut-off bytes', () => {
    expect(imageSizeOf(bytes('%PDF-1.7'))).toBeUndefined();
    expect(imageSizeOf(png(10, 10).subarray(0, 18))).toBeUndefined();
    expect(imageSizeOf(jpeg(10, 10).subarray(0, 30))).toBeUndefined();
    expect(imageSizeOf(new Uint8Array())).toBeUndefined();
  });
});

describe('readImageSize', () => {
  it('reads the start of a file', async () => {
    await expect(readImageSize(new Blob([png(64, 48)]))).resolves.toEqual({ width: 64, height: 48 });
    await expect(readImageSize(new Blob(['not an image']))).resolves.toBeUndefined();
  });
});
