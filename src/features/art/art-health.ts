import type { PixelSize } from '../../lib/image-size';
import {
  aspectVerdict,
  bytesVerdict,
  isProblem,
  isSvgArt,
  pixelVerdict,
  SVG_FORMAT,
  type CheckStatus,
} from './art-rules';
import type { ArtGuidelines } from './guidelines';

/**
 * The checks of a badge's art as it is served (the review of a whole community): whether it loads,
 * how long it takes, its pixel size from the loaded image, and its bytes when the image host lets
 * this page read them. The checks before upload read the file itself; these only see what a
 * browser sees from the image's URL.
 */

/** Over this, a badge's art is slow: a member's badge list waits on every image in it. */
export const SLOW_LOAD_MS = 2000;

/** An image with neither a load nor an error by then is counted as failing to load. */
export const LOAD_TIMEOUT_MS = 30_000;

export type ArtLoad =
  | { state: 'none' }
  | { state: 'loading' }
  /** `timedOut`: no answer within LOAD_TIMEOUT_MS (a member's app would have given up too). */
  | { state: 'failed'; timedOut?: boolean }
  | { state: 'loaded'; width: number; height: number; ms: number };

export type ArtBytes =
  | { state: 'reading' }
  /**
   * `type`: the Content-Type the host sent, when it sent one (SVG has no pixel size to fall short
   * of); `declared`: the size an SVG declares (its width and height, else its viewBox), as the
   * checks before upload read it: a browser draws an SVG without one at a default 300 × 150.
   */
  | { state: 'known'; bytes: number; type?: string; declared?: PixelSize }
  /** The host refused the read (no CORS), or the answer said nothing of its size. */
  | { state: 'unknown' };

export interface HealthCheck {
  id: 'load' | 'speed' | 'format' | 'pixels' | 'aspect' | 'bytes';
  /** The problem's name when it is one ("Too large"), else what is checked. */
  label: string;
  status: CheckStatus;
  message: string;
  fix?: string;
}

const REPLACE = "Replace the art on the badge's edit page, where the studio can fix it.";

function loadCheck(load: ArtLoad): HealthCheck {
  switch (load.state) {
    case 'none':
      return {
        id: 'load',
        label: 'No art',
        status: 'fail',
        message: 'The badge has no image, or one whose address is not https:// or ipfs://.',
        fix: REPLACE,
      };
    case 'loading':
      return { id: 'load', label: 'Loading', status: 'info', message: 'The image is loading.' };
    case 'failed':
      return {
        id: 'load',
        label: 'Fails to load',
        status: 'fail',
        message: load.timedOut
          ? `No image within ${LOAD_TIMEOUT_MS / 1000} s.`
          : 'The image host sent nothing this browser can show.',
        fix: REPLACE,
      };
    case 'loaded':
      return { id: 'load', label: 'Loads', status: 'pass', message: 'Shown by this browser.' };
  }
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function speedCheck(load: ArtLoad & { state: 'loaded' }, slowMs: number): HealthCheck {
  if (load.ms <= slowMs)
    return { id: 'speed', label: 'Load time', status: 'pass', message: seconds(load.ms) };
  return {
    id: 'speed',
    label: 'Slow',
    status: 'warn',
    message: `${seconds(load.ms)} to load; over ${seconds(slowMs)} is slow.`,
    fix: 'A smaller file loads faster: the studio resizes it and encodes it as WebP.',
  };
}

/** The size judged: a raster's as the browser drew it; an SVG's as it declares it (or none). */
function judgedSize(
  load: ArtLoad & { state: 'loaded' },
  bytes: ArtBytes,
  svg: boolean,
): PixelSize | undefined {
  if (!svg) return { width: load.width, height: load.height };
  return bytes.state === 'known' ? bytes.declared : undefined;
}

function pixelsCheck(size: PixelSize | undefined, g: ArtGuidelines, svg: boolean): HealthCheck {
  const verdict = pixelVerdict(size, svg, g);
  return { id: 'pixels', label: verdict.status === 'fail' ? 'Too small' : 'Pixel size', ...verdict };
}

function aspectCheck(size: PixelSize | undefined, g: ArtGuidelines): HealthCheck | undefined {
  const verdict = aspectVerdict(size, g);
  return verdict && { id: 'aspect', label: verdict.status === 'fail' ? 'Not square' : 'Aspect', ...verdict };
}

const BYTES_LABELS: Record<CheckStatus, string> = {
  fail: 'Too large',
  warn: 'Large',
  info: 'File size',
  pass: 'File size',
};

function bytesCheck(bytes: ArtBytes, g: ArtGuidelines): HealthCheck {
  if (bytes.state === 'reading')
    return { id: 'bytes', label: 'File size', status: 'info', message: 'Reading the size.' };
  if (bytes.state === 'unknown') {
    return {
      id: 'bytes',
      label: 'File size',
      status: 'info',
      message: 'Cannot tell: the image host does not let this page read the file.',
    };
  }
  const verdict = bytesVerdict(bytes.bytes, g);
  return { id: 'bytes', label: BYTES_LABELS[verdict.status], ...verdict };
}

/**
 * `url`: the image's address, which tells SVG art by its file name when the host does not let this
 * page read the file's type.
 */
export function checkServedArt(
  load: ArtLoad,
  bytes: ArtBytes,
  guidelines: ArtGuidelines,
  { slowMs = SLOW_LOAD_MS, url }: { slowMs?: number; url?: string } = {},
): HealthCheck[] {
  if (load.state === 'none') return [loadCheck(load)];
  const svg = isSvgArt(bytes.state === 'known' ? bytes.type : undefined, url);
  const format: HealthCheck | undefined = svg ? { id: 'format', label: 'SVG', ...SVG_FORMAT } : undefined;
  const size = load.state === 'loaded' ? judgedSize(load, bytes, svg) : undefined;
  const seen =
    load.state === 'loaded'
      ? [speedCheck(load, slowMs), format, pixelsCheck(size, guidelines, svg), aspectCheck(size, guidelines)]
      : [];
  return [loadCheck(load), ...seen, bytesCheck(bytes, guidelines)].filter(
    (check): check is HealthCheck => check !== undefined,
  );
}

const WEIGHT: Record<CheckStatus, number> = { fail: 100, warn: 10, info: 0, pass: 0 };

/** How bad the art is, for sorting worst first: each failure outweighs any number of warnings below ten. */
export function problemScore(checks: readonly HealthCheck[]): number {
  return checks.reduce((sum, check) => sum + WEIGHT[check.status], 0);
}

/** Whether the art has something to fix (a failure or a warning; notes such as "cannot tell" are not). */
export function hasProblem(checks: readonly HealthCheck[]): boolean {
  return checks.some((check) => isProblem(check.status));
}

/** Worst first; equal ones keep their order (the list's). */
export function sortWorstFirst<T>(items: readonly T[], scoreOf: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: scoreOf(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}
