import type { ImageFacts } from '../../lib/image-facts';
import { aspectVerdict, bytesVerdict, pixelVerdict, SVG_FORMAT, type CheckStatus } from './art-rules';
import type { ArtGuidelines } from './guidelines';

/**
 * The checks of one image against the guideline profile. Each says what is wrong and what the
 * studio can do about it; none stops an upload (the upload rules do that), they inform the choice.
 */
export interface ArtCheck {
  id: 'format' | 'pixels' | 'aspect' | 'bytes' | 'animation' | 'transparency';
  label: string;
  status: CheckStatus;
  /** What was found, in words. */
  message: string;
  /** What the studio can do about it, when something is to be done. */
  fix?: string;
}

const FORMAT_NAMES: Record<ImageFacts['format'], string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  svg: 'SVG',
  unknown: 'an unknown format',
};

function formatCheck(facts: ImageFacts): ArtCheck {
  const label = 'Format';
  if (facts.format === 'unknown') {
    return {
      id: 'format',
      label,
      status: 'fail',
      message: 'The bytes are not a PNG, JPEG, GIF, WebP or SVG image.',
    };
  }
  if (facts.format === 'svg' && facts.scripted) {
    return {
      id: 'format',
      label,
      status: 'fail',
      message: 'An SVG with script or event handlers: it is never uploaded as it is.',
      fix: 'The studio draws it as a PNG, without its script.',
    };
  }
  if (facts.format === 'svg') return { id: 'format', label, ...SVG_FORMAT };
  return { id: 'format', label, status: 'pass', message: FORMAT_NAMES[facts.format] };
}

function pixelsCheck(facts: ImageFacts, g: ArtGuidelines): ArtCheck {
  return { id: 'pixels', label: 'Pixel size', ...pixelVerdict(facts.size, facts.format === 'svg', g) };
}

function aspectCheck(facts: ImageFacts, g: ArtGuidelines): ArtCheck | undefined {
  const verdict = aspectVerdict(facts.size, g, facts.frames > 1);
  return verdict && { id: 'aspect', label: 'Aspect', ...verdict };
}

function bytesCheck(bytes: number, facts: ImageFacts, g: ArtGuidelines): ArtCheck {
  return { id: 'bytes', label: 'File size', ...bytesVerdict(bytes, g, facts.frames > 1) };
}

function animationCheck(facts: ImageFacts): ArtCheck {
  const label = 'Animation';
  if (facts.frames <= 1) return { id: 'animation', label, status: 'pass', message: 'Still image' };
  return {
    id: 'animation',
    label,
    status: 'info',
    message: `Animated, ${facts.frames} frames: some wallets show only the first frame.`,
    fix: 'The studio keeps it as it is (cropping or encoding would flatten it).',
  };
}

function transparencyCheck(facts: ImageFacts): ArtCheck {
  const label = 'Transparency';
  if (!facts.transparency) return { id: 'transparency', label, status: 'pass', message: 'Opaque' };
  return {
    id: 'transparency',
    label,
    status: 'info',
    message: 'May have transparent parts: dark lines vanish on dark backgrounds, light ones on light.',
    fix: 'Look at it on both backgrounds in the preview.',
  };
}

export function checkArt(facts: ImageFacts, bytes: number, guidelines: ArtGuidelines): ArtCheck[] {
  return [
    formatCheck(facts),
    pixelsCheck(facts, guidelines),
    aspectCheck(facts, guidelines),
    bytesCheck(bytes, facts, guidelines),
    animationCheck(facts),
    transparencyCheck(facts),
  ].filter((check): check is ArtCheck => check !== undefined);
}
