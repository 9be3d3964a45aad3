/** The studio's sums, kept apart from the canvas and the worker so they are tested alone. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type OutputFormat = 'image/webp' | 'image/png';

/** Square sizes the studio offers: the CDN's largest badge size and common program sizes. */
export const STUDIO_SIZES = [256, 500, 512, 1000, 1024] as const;

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

/**
 * The size to offer first: the guideline's smallest side, or a raster crop itself when it is
 * smaller (never enlarged). A vector image (SVG) is drawn sharp at any size: at the guideline's, as
 * the art checks promise (art-rules.ts).
 */
export function defaultSize(minSide: number, cropSide: number, vector = false): number {
  return Math.max(1, vector ? minSide : Math.min(minSide, cropSide));
}

/**
 * The sizes that do not enlarge a raster crop, plus the default one; for a vector image, the sizes
 * from the default one up, whatever size it declares.
 */
export function sizeChoices(cropSide: number, preferred: number, vector = false): number[] {
  const fits = (size: number) => (vector ? size >= preferred : size <= cropSide);
  const choices = new Set<number>(STUDIO_SIZES.filter(fits));
  choices.add(preferred);
  return [...choices].sort((a, b) => a - b);
}

/** `Team Photo.JPG` → `Team Photo.webp`. */
export function outputName(name: string, format: OutputFormat): string {
  const extension = format === 'image/webp' ? '.webp' : '.png';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${extension}`;
}
