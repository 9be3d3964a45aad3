/**
 * An image's pixel size read from its first bytes (PNG, GIF, JPEG, WebP, and SVG's width/height or
 * viewBox), without decoding it: works for files the browser cannot decode, in a worker or in tests.
 */
export interface PixelSize {
  width: number;
  height: number;
}

/** JPEG's SOF segment may come after a large EXIF block (a phone photo's is often 20-60 KB). */
export const HEADER_BYTES = 256 * 1024;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function sized(width: number, height: number): PixelSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function pngSize(bytes: Uint8Array, view: DataView): PixelSize | undefined {
  // Signature, then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return sized(view.getUint32(16), view.getUint32(20));
}

function gifSize(bytes: Uint8Array, view: DataView): PixelSize | undefined {
  if (bytes.length < 10) return undefined;
  return sized(view.getUint16(6, true), view.getUint16(8, true));
}

/** Start-of-frame markers (baseline, progressive, lossless…); C4, C8 and CC are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array, view: DataView): PixelSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return sized(view.getUint16(offset + 7), view.getUint16(offset + 5));
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): PixelSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') {
    // 24-bit canvas width and height, each stored minus one.
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return sized(width, height);
  }
  if (chunk === 'VP8 ') {
    return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return undefined;
}

function svgLength(tag: string, name: string): number | undefined {
  const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(px)?\\s*["']`).exec(tag)?.[1];
  const number = value === undefined ? NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function svgSize(text: string): PixelSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const width = svgLength(tag, 'width');
  const height = svgLength(tag, 'height');
  if (width !== undefined && height !== undefined) return sized(Math.round(width), Math.round(height));
  const box = /\sviewBox\s*=\s*["']([^"']*)["']/i
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n))) return undefined;
  return sized(Math.round(box[2] ?? 0), Math.round(box[3] ?? 0));
}

/** The pixel size from an image's first bytes, or undefined when the format or header is not known. */
export function imageSizeOf(bytes: Uint8Array): PixelSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return pngSize(bytes, view);
  if (ascii(bytes, 0, 4) === 'GIF8') return gifSize(bytes, view);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes, view);
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  return /<svg\b/i.test(text) ? svgSize(text) : undefined;
}

/** Reads the start of `file` and returns its pixel size; undefined when it cannot be told. */
export async function readImageSize(file: Blob): Promise<PixelSize | undefined> {
  try {
    const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    return imageSizeOf(head);
  } catch {
    return undefined;
  }
}
