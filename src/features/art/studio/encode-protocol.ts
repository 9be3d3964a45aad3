import type { OutputFormat, Rect } from './studio-math';

/** What the page asks the encoding worker: a source (a file, or a bitmap drawn on the page), a crop, a size. */
export interface EncodeRequest {
  source: Blob | ImageBitmap;
  crop: Rect;
  size: number;
  format: OutputFormat;
  /** 0 to 1, for WebP. */
  quality: number;
}
