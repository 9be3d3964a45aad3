import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../lib/image-facts';
import { checkArt } from './art-checks';
import { checkServedArt, type ArtBytes } from './art-health';
import { DEFAULT_GUIDELINES } from './guidelines';

const svgFacts: ImageFacts = {
  format: 'svg',
  size: { width: 256, height: 256 },
  frames: 1,
  transparency: false,
  scripted: false,
};
const loaded = { state: 'loaded', width: 256, height: 256, ms: 40 } as const;

/** Each check's verdict by what it checks, for comparing the places that judge art. */
const verdicts = (checks: readonly { id: string; status: string; message: string }[], ids: string[]) =>
  Object.fromEntries(checks.filter((c) => ids.includes(c.id)).map((c) => [c.id, [c.status, c.message]]));

describe('one set of art rules', () => {
  it('gives an SVG the same verdicts before upload, in the review, and served by a host that hides its type', () => {
    const ids = ['format', 'pixels', 'bytes'];
    const file = verdicts(checkArt(svgFacts, 420, DEFAULT_GUIDELINES), ids);
    const served: ArtBytes = { state: 'known', bytes: 420, type: 'image/svg+xml' };
    expect(verdicts(checkServedArt(loaded, served, DEFAULT_GUIDELINES), ids)).toEqual(file);
    expect(file).toMatchObject({
      format: ['info', expect.any(String)],
      pixels: ['info', expect.any(String)],
    });

    // Live: the host does not let the page read the file; its address names an SVG.
    const live = checkServedArt(loaded, { state: 'unknown' }, DEFAULT_GUIDELINES, {
      url: 'https://img.example/badges/early.svg?size=600',
    });
    expect(verdicts(live, ['format', 'pixels'])).toEqual(
      verdicts(checkArt(svgFacts, 420, DEFAULT_GUIDELINES), ['format', 'pixels']),
    );
    expect(live.find((c) => c.id === 'pixels')?.label).not.toBe('Too small');
  });

  it('judges a raster file size alike before upload and served', () => {
    const png: ImageFacts = { ...svgFacts, format: 'png', size: { width: 600, height: 600 } };
    const bytes = 300 * 1024;
    const served = checkServedArt(
      { ...loaded, width: 600, height: 600 },
      { state: 'known', bytes },
      DEFAULT_GUIDELINES,
    );
    expect(verdicts(served, ['pixels', 'bytes'])).toEqual(
      verdicts(checkArt(png, bytes, DEFAULT_GUIDELINES), ['pixels', 'bytes']),
    );
  });
});
