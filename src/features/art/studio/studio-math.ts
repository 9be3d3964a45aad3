/**
 * The studio's sums, kept apart from the canvas and the worker so they are tested alone (the sizes
 * it offers are an art rule: studioSizes in art-rules.ts).
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type OutputFormat = 'image/webp' | 'image/png';

/**
 * The crop in whole source pixels inside the image. react-easy-crop gives fractional pixels that
 * may stray a pixel out at the edges; a square crop stays square.
 */
export function sourceRect(area: Rect, image: { width: number; height: number }): Rect {
  const side = Math.max(
    1,
    Math.min(Math.round(area.width), Math.round(area.height), image.width, image.height),
  );
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - side);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - side);
  return { x, y, width: side, height: side };
}

/** `Team Photo.JPG` → `Team Photo.webp`. */
export function outputName(name: string, format: OutputFormat): string {
  const extension = format === 'image/webp' ? '.webp' : '.png';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${extension}`;
}
