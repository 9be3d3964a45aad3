import { http, HttpResponse, type HttpHandler } from 'msw';
import { imageFactsOf } from '../../lib/image-facts';
import { FILE_URL_SIZE } from '../domain/files';
import type { StoredFile } from '../domain/stored';
import type { SandboxRuntime } from './runtime';
import { seedArtSvg } from './seed-art';

/**
 * The image CDN emulation: `{cdn}/<key>?format=&size=`. Uploaded files (the files collection) are
 * served from the bytes store, resized and converted in the browser; the seed's `.svg` keys are drawn
 * as SVG at the asked size; anything else is a 404.
 * It never sees credentials: the app sends none to this origin (asserted in the e2e tests).
 */

const CACHE = 'public, max-age=31536000, immutable';

/**
 * On every answer: an SVG opened from its URL is a document on the CDN's origin (the API's, for
 * `sandbox:serve`), so no script or other fetch may run in it, and no type is guessed from the bytes.
 */
const SAFE = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

/** `format` values and the type asked of the encoder (`auto` picks WebP, as image CDNs do). */
const FORMATS: Readonly<Record<string, string>> = {
  auto: 'image/webp',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
};

const MAX_SIZE = 4096;

function notFound(): Response {
  return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain', ...SAFE } });
}

/** `size`: the longest side in pixels; default 600, at most 4096. */
function readSize(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? Math.min(n, MAX_SIZE) : FILE_URL_SIZE;
}

/**
 * Whether a stored file is served as it is: SVG, and animations (GIF, APNG, animated WebP), which a
 * canvas would flatten to their first frame, as image CDNs keep them animated.
 */
export function servedAsIs(bytes: Uint8Array, type: string): boolean {
  if (type === 'image/svg+xml') return true;
  const facts = imageFactsOf(bytes);
  return facts.format === 'svg' || facts.frames > 1;
}

/**
 * Resizes (longest side to `size`, never upscaled) and re-encodes with the browser's own codecs.
 * SVG and animations are sent as they are; so is everything where OffscreenCanvas is missing
 * (Node) or decoding fails. The result's type is what the encoder produced (Safari, for one, may
 * answer PNG for WebP).
 */
async function render(blob: Blob, type: string, size: number): Promise<Blob> {
  if (servedAsIs(new Uint8Array(await blob.arrayBuffer()), blob.type)) return blob;
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return blob;
  try {
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height, 1));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) {
      bitmap.close();
      return blob;
    }
    if (type === 'image/jpeg') {
      context.fillStyle = '#fff'; // JPEG has no alpha: transparent areas turn white, not black
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return await canvas.convertToBlob({ type, quality: 0.86 });
  } catch {
    return blob;
  }
}

export function createCdnHandlers(cdnOrigin: string, runtime?: SandboxRuntime): HttpHandler[] {
  const basePath = new URL(cdnOrigin).pathname.replace(/\/$/, '');
  // Rendered variants, newest last; a re-upload changes the ETag and so the cache key.
  const rendered = new Map<string, Promise<Blob>>();
  const variant = (file: StoredFile, blob: Blob, type: string, size: number) => {
    const id = `${file.key}|${file.etag ?? file.uploadedAt ?? ''}|${type}|${size}`;
    let out = rendered.get(id);
    if (!out) {
      out = render(blob, type, size);
      rendered.set(id, out);
      if (rendered.size > 64) rendered.delete(rendered.keys().next().value ?? '');
    }
    return out;
  };

  const serveFile = async (file: StoredFile, url: URL): Promise<Response> => {
    if (!runtime || file.uploadedAt === null) return notFound();
    const blob = await runtime.fileBytes.get(file.key);
    if (!blob) return notFound();
    const format = (url.searchParams.get('format') ?? 'auto').toLowerCase();
    const type = Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
    if (type === undefined) {
      return new HttpResponse(`Unsupported format "${format}": use auto, webp, png, jpeg or jpg`, {
        status: 400,
        headers: { 'Content-Type': 'text/plain', ...SAFE },
      });
    }
    const out = await variant(file, blob, type, readSize(url.searchParams.get('size')));
    return new HttpResponse(out, {
      headers: {
        'Content-Type': out.type || file.mime,
        'Cache-Control': CACHE,
        'Access-Control-Allow-Origin': '*',
        ...SAFE,
      },
    });
  };

  return [
    http.get(`${cdnOrigin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      let key: string;
      try {
        key = decodeURIComponent(url.pathname.slice(basePath.length + 1));
      } catch {
        return notFound();
      }
      const file = runtime?.store.data.files.find((f) => f.key === key);
      if (file) return serveFile(file, url);
      if (!/\.svg$/i.test(key)) return notFound();
      const size = Math.min(Math.max(Number(url.searchParams.get('size')) || 256, 16), 2048);
      return new HttpResponse(seedArtSvg(key, size), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE, ...SAFE },
      });
    }),
  ];
}
