import { formatFileSize } from '../../../lib/file-size';
import { readImageFacts, type ImageFacts } from '../../../lib/image-facts';
import type { PixelSize } from '../../../lib/image-size';
import { checkArt, type ArtCheck } from '../art-checks';
import { studioSizes } from '../art-rules';
import type { ArtGuidelines } from '../guidelines';
import { canEncodeOffThread, encodeOffThread, rasteriseSvg } from '../studio/encode';
import { outputName, type Rect } from '../studio/studio-math';

/** The studio's own defaults, applied to every file of a batch: WebP at 80%. */
export const BATCH_FORMAT = 'image/webp';
export const BATCH_QUALITY = 0.8;

export interface PreparedArt {
  /** The file to upload: the studio's output, or the file itself for an animation. */
  blob: Blob;
  name: string;
  before: { size: PixelSize | undefined; bytes: number };
  after: { size: PixelSize | undefined; bytes: number };
  /** An animation, sent as it is (never flattened). */
  keptAsIs: boolean;
  /** The checks of what is sent. */
  checks: ArtCheck[];
}

export type Preparation = { ok: true; art: PreparedArt } | { ok: false; reason: string };

/** The largest square in the middle of the image: what the studio shows first. */
export function centredSquare(size: PixelSize): Rect {
  const side = Math.max(1, Math.min(size.width, size.height));
  return {
    x: Math.floor((size.width - side) / 2),
    y: Math.floor((size.height - side) / 2),
    width: side,
    height: side,
  };
}

/** Why a file cannot go through the batch as it is, or undefined when it can. */
export function refusal(facts: ImageFacts, bytes: number, guidelines: ArtGuidelines): string | undefined {
  if (facts.format === 'unknown') return 'Not a PNG, JPEG, GIF, WebP or SVG image.';
  if (facts.frames > 1 && bytes > guidelines.maxBytes) {
    return `Animated and ${formatFileSize(bytes)}, over the ${formatFileSize(guidelines.maxBytes)} limit: animations are kept as they are, so the studio cannot make it smaller.`;
  }
  if (facts.frames <= 1 && !facts.size && facts.format !== 'svg') return 'Its pixel size cannot be read.';
  return undefined;
}

/** The size the studio offers first for this crop: the batch takes it. */
const firstSize = (cropSide: number, vector: boolean, minSide: number): number =>
  studioSizes(cropSide, vector, { minSide })[0] ?? minSide;

async function encodeStill(file: Blob, facts: ImageFacts, minSide: number): Promise<Blob> {
  if (facts.format === 'svg') {
    // Workers cannot decode SVG: drawn on the page (its scripts never run) at the output size.
    const drawn = facts.size ?? { width: minSide, height: minSide };
    const crop = centredSquare(drawn);
    const scale = Math.max(1, minSide / crop.width);
    const width = Math.round(drawn.width * scale);
    const height = Math.round(drawn.height * scale);
    const source = await rasteriseSvg(file, width, height);
    const scaled = centredSquare({ width, height });
    const encoded = await encodeOffThread({
      source,
      crop: scaled,
      size: firstSize(scaled.width, true, minSide),
      format: BATCH_FORMAT,
      quality: BATCH_QUALITY,
    });
    return encoded.blob;
  }
  const size = facts.size ?? { width: minSide, height: minSide };
  const crop = centredSquare(size);
  const encoded = await encodeOffThread({
    source: file,
    crop,
    size: firstSize(crop.width, false, minSide),
    format: BATCH_FORMAT,
    quality: BATCH_QUALITY,
  });
  return encoded.blob;
}

/**
 * One file through the checks and the studio's defaults, in the studio's worker: the centred
 * square crop, resized to the guideline's smallest side (never enlarged), encoded as WebP at the
 * studio's default quality. An animated image is sent as it is; an SVG is drawn as WebP.
 */
export async function prepareArt(file: File, guidelines: ArtGuidelines): Promise<Preparation> {
  const facts = await readImageFacts(file);
  const refused = refusal(facts, file.size, guidelines);
  if (refused) return { ok: false, reason: refused };
  const before = { size: facts.size, bytes: file.size };
  if (facts.frames > 1) {
    return {
      ok: true,
      art: {
        blob: file,
        name: file.name,
        before,
        after: before,
        keptAsIs: true,
        checks: checkArt(facts, file.size, guidelines),
      },
    };
  }
  if (!canEncodeOffThread()) {
    return {
      ok: false,
      reason: 'This browser cannot encode images off the page (it lacks OffscreenCanvas).',
    };
  }
  try {
    const blob = await encodeStill(file, facts, guidelines.minSide);
    const out = await readImageFacts(blob);
    return {
      ok: true,
      art: {
        blob,
        name: outputName(file.name, BATCH_FORMAT),
        before,
        after: { size: out.size, bytes: blob.size },
        keptAsIs: false,
        checks: checkArt(out, blob.size, guidelines),
      },
    };
  } catch (caught) {
    return {
      ok: false,
      reason: caught instanceof Error ? caught.message : 'The image could not be encoded.',
    };
  }
}
