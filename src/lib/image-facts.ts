import { imageSizeOf, type PixelSize } from './image-size';

/**
 * What the checks need to know about an image, read from its bytes without decoding it: the format
 * (by its signature, not its name), the pixel size, whether it is animated (GIF with several frames,
 * APNG, animated WebP) and whether it can hold transparency. Pure: tested with hand-made bytes.
 */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'unknown';

export interface ImageFacts {
  format: ImageFormat;
  size: PixelSize | undefined;
  /** Frames of an animation; 1 for a still image. */
  frames: number;
  /** An alpha channel, a transparent colour or a transparent GIF colour (not a decoded pixel). */
  transparency: boolean;
  /** An SVG with script, event attributes or `javascript:` links: never uploaded as it is. */
  scripted: boolean;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function u32be(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  );
}

function u32le(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] ?? 0) |
      ((bytes[at + 1] ?? 0) << 8) |
      ((bytes[at + 2] ?? 0) << 16) |
      ((bytes[at + 3] ?? 0) << 24)) >>>
    0
  );
}

export function formatOf(bytes: Uint8Array): ImageFormat {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  return /<svg\b/i.test(text) ? 'svg' : 'unknown';
}

/** PNG chunks: an `acTL` before the image data makes an APNG; colour types 4 and 6 carry alpha. */
function pngFacts(bytes: Uint8Array): Pick<ImageFacts, 'frames' | 'transparency'> {
  const colourType = bytes[25] ?? 0;
  let frames = 1;
  let transparency = colourType === 4 || colourType === 6;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'acTL') frames = Math.max(1, u32be(bytes, at + 8));
    if (type === 'tRNS') transparency = true;
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return { frames, transparency };
}

/** Skips a GIF's data sub-blocks (each led by its length, ended by a 0); returns the offset after. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let offset = at;
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0;
    offset += 1 + length;
    if (length === 0) break;
  }
  return offset;
}

/** Counts a GIF's image descriptors; a graphic control extension's flag marks a transparent colour. */
function gifFacts(bytes: Uint8Array): Pick<ImageFacts, 'frames' | 'transparency'> {
  const packed = bytes[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  let frames = 0;
  let transparency = false;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x21) {
      if (bytes[at + 1] === 0xf9 && ((bytes[at + 3] ?? 0) & 1) === 1) transparency = true;
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      frames += 1;
      const local = bytes[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      at = skipSubBlocks(bytes, at + 1); // after the LZW minimum code size
    } else {
      break; // the trailer (0x3B), or bytes that are not a GIF block
    }
  }
  return { frames: Math.max(1, frames), transparency };
}

/** WebP: VP8X flags (animation 0x02, alpha 0x10) and its ANMF frames; VP8L's alpha hint bit. */
function webpFacts(bytes: Uint8Array): Pick<ImageFacts, 'frames' | 'transparency'> {
  const first = ascii(bytes, 12, 4);
  if (first === 'VP8L') return { frames: 1, transparency: ((u32le(bytes, 21) >>> 28) & 1) === 1 };
  if (first !== 'VP8X') return { frames: 1, transparency: false };
  const flags = bytes[20] ?? 0;
  let frames = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    if (ascii(bytes, at, 4) === 'ANMF') frames += 1;
    const length = u32le(bytes, at + 4);
    at += 8 + length + (length % 2); // chunks are padded to an even length
  }
  const animated = (flags & 0x02) !== 0;
  return { frames: animated ? Math.max(2, frames) : 1, transparency: (flags & 0x10) !== 0 };
}

/** Script elements, event handler attributes, `javascript:` links, or foreign objects. */
export function isScriptedSvg(text: string): boolean {
  return (
    /<script\b/i.test(text) ||
    /\son[a-z]+\s*=/i.test(text) ||
    /(?:href|src)\s*=\s*["']?\s*javascript:/i.test(text) ||
    /<foreignObject\b/i.test(text)
  );
}

export function imageFactsOf(bytes: Uint8Array): ImageFacts {
  const format = formatOf(bytes);
  const size = imageSizeOf(bytes);
  const still = { frames: 1, transparency: false };
  switch (format) {
    case 'png':
      return { format, size, ...pngFacts(bytes), scripted: false };
    case 'gif':
      return { format, size, ...gifFacts(bytes), scripted: false };
    case 'webp':
      return { format, size, ...webpFacts(bytes), scripted: false };
    case 'svg': {
      const text = new TextDecoder().decode(bytes);
      // An SVG is transparent wherever it draws nothing; assume it may be.
      return { format, size, frames: 1, transparency: true, scripted: isScriptedSvg(text) };
    }
    default:
      return { format, size, ...still, scripted: false };
  }
}

/** Reads the whole file (at most the upload limit) and tells its facts. */
export async function readImageFacts(file: Blob): Promise<ImageFacts> {
  return imageFactsOf(new Uint8Array(await file.arrayBuffer()));
}
