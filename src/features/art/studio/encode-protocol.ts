import type { OutputFormat, Rect } from './studio-math';

/** What the page asks the encoding worker: a source (a file, or a bitmap drawn on the page), a crop, a size. */
export interface EncodeRequest {
  id: number;
  source: Blob | ImageBitmap;
  crop: Rect;
  size: number;
  format: OutputFormat;
  /** 0 to 1, for WebP. */
  quality: number;
}

export type EncodeResponse =
  { id: number; ok: true; blob: Blob; ms: number } | { id: number; ok: false; message: string };
