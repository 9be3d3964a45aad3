import { workerClient } from '../../../lib/worker-rpc';
import type { EncodeRequest } from './encode-protocol';

const encoder = workerClient({
  start: () => new Worker(new URL('./encode.worker.ts', import.meta.url), { type: 'module' }),
  inPlace: () => import('./encode-handlers').then((m) => m.encodeHandlers),
});

/** Whether this browser can do the studio's work off the page's thread. */
export function canEncodeOffThread(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap !== 'undefined'
  );
}

/** Sends one job to the encoding worker; resolves with the encoded file and the worker's time. */
export function encodeOffThread(request: EncodeRequest): Promise<{ blob: Blob; ms: number }> {
  // A bitmap drawn on the page is handed over, not copied: the page does not use it again.
  const transfer = request.source instanceof ImageBitmap ? [request.source] : [];
  return encoder.call('encode', request, { transfer });
}

/**
 * An SVG as a bitmap to encode: workers cannot decode SVG, so it is drawn by an <img> on the page
 * (where its scripts never run) at `side` pixels, then handed to the worker. Only the drawing is
 * on the page's thread; cropping and encoding are not.
 */
export async function rasteriseSvg(file: Blob, width: number, height: number): Promise<ImageBitmap> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    return await createImageBitmap(image, { resizeWidth: width, resizeHeight: height });
  } finally {
    URL.revokeObjectURL(url);
  }
}
