import { formatFileSize } from '../../lib/file-size';
import type { ArtGuidelines } from './guidelines';

/**
 * The rules every place that judges badge art applies: the checks of a file before upload
 * (art-checks.ts), of art as it is served (art-health.ts) and the studio's sizes. Each place words
 * its label, and finds its facts its own way; the verdict on the same facts is the same.
 */

export type CheckStatus = 'pass' | 'info' | 'warn' | 'fail';

export interface Verdict {
  status: CheckStatus;
  /** What was found, in words. */
  message: string;
  /** What to do about it, when something is to be done. */
  fix?: string;
}

/** SVG art: shown sharp at any size, but not by every wallet: a note, not a problem to fix. */
export const SVG_FORMAT: Verdict = {
  status: 'info',
  message: 'SVG: some wallets and apps do not show SVG badge art.',
  fix: 'The studio draws it as a PNG.',
};

/** The pixel size: a vector image (SVG) has none to fall short of, the studio draws it at the guideline's size. */
export function pixelVerdict(
  size: { width: number; height: number },
  vector: boolean,
  g: ArtGuidelines,
): Verdict {
  const text = `${size.width} × ${size.height} px`;
  if (Math.min(size.width, size.height) >= g.minSide) return { status: 'pass', message: text };
  if (vector) {
    return {
      status: 'info',
      message: `SVG, drawn sharp at any size (it declares ${text}).`,
      fix: `The studio draws it at ${g.minSide} × ${g.minSide} or more.`,
    };
  }
  return {
    status: 'fail',
    message: `${text}; the guideline asks at least ${g.minSide} × ${g.minSide}.`,
    fix: 'Use a larger original: enlarging it would only blur it.',
  };
}

/** The file size against the guideline's largest and recommended sizes. */
export function bytesVerdict(bytes: number, g: ArtGuidelines, fix: string): Verdict {
  const text = formatFileSize(bytes);
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
