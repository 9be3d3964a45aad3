import type { EncodeRequest } from './encode-protocol';

/**
 * Crops, resizes and encodes: createImageBitmap decodes, crops and scales in one step (high
 * quality resampling), an OffscreenCanvas draws it and convertToBlob encodes it. Runs in the
 * studio's worker (encode.worker.ts).
 */
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

export const encodeHandlers = {
  /** The encoded file and the time the encoding took (ms). */
  encode: async (request: EncodeRequest): Promise<{ blob: Blob; ms: number }> => {
    const started = performance.now();
    const blob = await encode(request);
    return { blob, ms: performance.now() - started };
  },
};
