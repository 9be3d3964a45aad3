import type { EncodeRequest, EncodeResponse } from './encode-protocol';

let worker: Worker | undefined;
let nextId = 0;

function encoder(): Worker {
  worker ??= new Worker(new URL('./encode.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** Whether this browser can do the studio's work off the page's thread. */
export function canEncodeOffThread(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap !== 'undefined'
  );
}

/** Sends one job to the encoding worker; resolves with the encoded file and the worker's time. */
export function encodeOffThread(request: Omit<EncodeRequest, 'id'>): Promise<{ blob: Blob; ms: number }> {
  const id = ++nextId;
  const target = encoder();
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<EncodeResponse>) => {
      const response = event.data;
      if (response.id !== id) return;
      target.removeEventListener('message', onMessage);
      if (response.ok) resolve({ blob: response.blob, ms: response.ms });
      else reject(new Error(response.message));
    };
    target.addEventListener('message', onMessage);
    const transfer = request.source instanceof ImageBitmap ? [request.source] : [];
    target.postMessage({ ...request, id }, transfer);
  });
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
