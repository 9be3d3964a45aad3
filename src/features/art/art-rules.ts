import { formatFileSize } from '../../lib/file-size';
import type { PixelSize } from '../../lib/image-size';
import type { ArtGuidelines } from './guidelines';

/**
 * The rules every place that judges badge art applies: the checks of a file before upload (the
 * upload widgets' review and the art review's Fix dialog, art-checks.ts), of art as it is served
 * (the art review, art-health.ts), and the sizes the studio and the batch draw. Each place finds its
 * facts its own way (an SVG's size is always the one it declares, never a browser's default); the
 * verdict, its words and the studio's sizes come from here, so the same image gets the same verdict.
 */

export type CheckStatus = 'pass' | 'info' | 'warn' | 'fail';

export interface Verdict {
  status: CheckStatus;
  /** What was found, in words. */
  message: string;
  /** What to do about it, when something is to be done. */
  fix?: string;
}

/** A failure or a warning: something to fix. A note (info) is not: "cannot tell", "SVG". */
export const isProblem = (status: CheckStatus): boolean => status === 'fail' || status === 'warn';

/** SVG art: shown sharp at any size, but not by every wallet: a note, not a problem to fix. */
export const SVG_FORMAT: Verdict = {
  status: 'info',
  message: 'SVG: some wallets and apps do not show SVG badge art.',
  fix: 'The studio draws it as a PNG.',
};

const studioDraws = (g: ArtGuidelines) => `The studio draws it at ${g.minSide} × ${g.minSide} px or more.`;

/**
 * The pixel size against the guideline's smallest side. A vector image (SVG) has none to fall short
 * of (declared or not): the studio draws it at the guideline's size or more (studioSizes).
 */
export function pixelVerdict(size: PixelSize | undefined, vector: boolean, g: ArtGuidelines): Verdict {
  if (!size) {
    return vector
      ? { status: 'info', message: 'SVG, drawn sharp at any size.', fix: studioDraws(g) }
      : { status: 'warn', message: 'The pixel size could not be read.' };
  }
  const text = `${size.width} × ${size.height} px`;
  if (Math.min(size.width, size.height) >= g.minSide) return { status: 'pass', message: text };
  if (vector) {
    return {
      status: 'info',
      message: `SVG, drawn sharp at any size (it declares ${text}).`,
      fix: studioDraws(g),
    };
  }
  return {
    status: 'fail',
    message: `${text}; the guideline asks at least ${g.minSide} × ${g.minSide}.`,
    fix: 'Use a larger original: enlarging it would only blur it.',
  };
}

/**
 * Whether the canvas is square, when the guideline asks it; undefined when it does not, or when the
 * size is not known (an SVG that declares none): nothing to judge.
 */
export function aspectVerdict(
  size: PixelSize | undefined,
  g: ArtGuidelines,
  animated = false,
): Verdict | undefined {
  if (!g.square || !size) return undefined;
  if (size.width === size.height) return { status: 'pass', message: 'Square' };
  return {
    status: 'fail',
    message: `${size.width} × ${size.height} is not square: members see badges as circles and squares, so the edges would be cut where you did not choose.`,
    fix: animated
      ? 'The studio keeps animations as they are: crop it in an animation editor.'
      : 'The studio crops it to a square you choose.',
  };
}

/** The file size against the guideline's largest and recommended sizes. */
export function bytesVerdict(bytes: number, g: ArtGuidelines, animated = false): Verdict {
  const text = formatFileSize(bytes);
  const fix = animated
    ? 'The studio keeps animations as they are: fewer frames or colours make it smaller.'
    : 'The studio resizes it and encodes it as WebP with a quality you choose.';
  if (bytes > g.maxBytes) {
    return {
      status: 'fail',
      message: `${text}; the guideline allows at most ${formatFileSize(g.maxBytes)}.`,
      fix,
    };
  }
  if (bytes > g.recommendedBytes) {
    return {
      status: 'warn',
      message: `${text}; at most ${formatFileSize(g.recommendedBytes)} is recommended, so badge lists load fast.`,
      fix,
    };
  }
  return { status: 'pass', message: text };
}

/**
 * The summary of an image's checks, in the words every place uses: it meets the guidelines only with
 * no failure and no warning (as the art review counts art with problems).
 */
export function verdictSummary(statuses: readonly CheckStatus[]): string {
  const failing = statuses.filter((s) => s === 'fail').length;
  const warned = statuses.filter((s) => s === 'warn').length;
  const warnings = `${warned} ${warned === 1 ? 'warning' : 'warnings'}`;
  if (failing === 0) {
    return warned === 0
      ? 'It meets the guidelines.'
      : `It is within the guidelines' limits, with ${warnings}.`;
  }
  const fails = `${failing} ${failing === 1 ? 'check does' : 'checks do'} not meet the guidelines`;
  return warned === 0 ? `${fails}.` : `${fails}, and ${warnings}.`;
}

/** Square sizes the studio offers: the CDN's largest badge size and common program sizes. */
export const STUDIO_SIZES = [256, 500, 512, 1000, 1024] as const;

/**
 * The square sizes the studio (and the batch, which takes the first) offers for a crop of
 * `cropSide` source pixels: the sizes of at least the guideline's smallest side that do not enlarge
 * a raster crop; a vector image is drawn at any of them. A raster crop smaller than the guideline
 * can only be kept at its own size (enlarging it would blur it): the pixel verdict then says so.
 */
export function studioSizes(cropSide: number, vector: boolean, g: Pick<ArtGuidelines, 'minSide'>): number[] {
  const fits = (size: number) => size >= g.minSide && (vector || size <= cropSide);
  const sizes = new Set<number>(STUDIO_SIZES.filter(fits));
  if (vector || cropSide >= g.minSide) sizes.add(g.minSide);
  else sizes.add(Math.max(1, cropSide));
  return [...sizes].sort((a, b) => a - b);
}

/** Whether a served image is SVG: by the type its host sent, else by its address's file name. */
export function isSvgArt(type: string | undefined, url: string | undefined): boolean {
  if (type) return type.startsWith('image/svg+xml');
  if (!url) return false;
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.svg');
  } catch {
    return false;
  }
}
