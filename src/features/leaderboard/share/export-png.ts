import { drawBoard } from './draw-board';
import { imageSize, type ShareBoard, type ShareTheme } from './share-board';

/** Drawn at twice the layout's size, so text stays sharp on high-density screens and when zoomed. */
export const PNG_SCALE = 2;
/** How long the art may take to load before the placeholder is drawn instead. */
const ART_TIMEOUT_MS = 10_000;

/** The PNG's size in pixels. */
export function pngSize(board: ShareBoard): { width: number; height: number } {
  const { width, height } = imageSize(board);
  return { width: width * PNG_SCALE, height: height * PNG_SCALE };
}

/**
 * The badge's art, loaded for drawing: asked with CORS, so a host that allows it gives an image the
 * canvas can still export; a host that does not (or no answer in time) gives null.
 */
function loadArt(url: string | null | undefined): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(null), ART_TIMEOUT_MS);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = url;
  });
}

export interface PngExport {
  blob: Blob;
  width: number;
  height: number;
  /** The art was drawn (false: a placeholder, its host does not allow drawing it). */
  artDrawn: boolean;
}

/** The top entries as a PNG, made in the browser on a canvas. */
export async function boardPng(
  board: ShareBoard,
  theme: ShareTheme,
  artUrl: string | null | undefined,
): Promise<PngExport> {
  const art = await loadArt(artUrl);
  const { width, height } = pngSize(board);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the image.');
  ctx.scale(PNG_SCALE, PNG_SCALE);
  drawBoard(ctx, board, theme, art, art ? null : 'Badge art not drawn: its image host does not allow it');
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be made.');
  return { blob, width, height, artDrawn: art !== null };
}
