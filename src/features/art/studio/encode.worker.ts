/// <reference lib="webworker" />
import type { EncodeRequest, EncodeResponse } from './encode-protocol';

/**
 * Crops, resizes and encodes off the page's thread: createImageBitmap decodes, crops and scales in
 * one step (high quality resampling), an OffscreenCanvas draws it and convertToBlob encodes it.
 */
declare const self: DedicatedWorkerGlobalScope;

async function encode(request: EncodeRequest): Promise<Blob> {
  const { source, crop, size, format, quality } = request;
  const options: ImageBitmapOptions = { resizeWidth: size, resizeHeight: size, resizeQuality: 'high' };
  const bitmap = await createImageBitmap(source, crop.x, crop.y, crop.width, crop.height, options);
  try {
    const canvas = new OffscreenCanvas(size, size);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw in a worker.');
    context.drawImage(bitmap, 0, 0);
    const blob = await canvas.convertToBlob({ type: format, quality });
    // A browser without a WebP encoder answers with a PNG: say so rather than mislabel the file.
    if (blob.type !== format) throw new Error(`This browser cannot encode ${format}.`);
    return blob;
  } finally {
    bitmap.close();
    if (source instanceof ImageBitmap) source.close();
  }
}

self.onmessage = (event: MessageEvent<EncodeRequest>) => {
  const request = event.data;
  const started = performance.now();
  encode(request).then(
    (blob) => {
      const response: EncodeResponse = { id: request.id, ok: true, blob, ms: performance.now() - started };
      self.postMessage(response);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : 'The image could not be encoded.';
      const response: EncodeResponse = { id: request.id, ok: false, message };
      self.postMessage(response);
    },
  );
};
