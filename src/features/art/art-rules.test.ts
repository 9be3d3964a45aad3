import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../lib/image-facts';
import { checkArt } from './art-checks';
import { checkServedArt, hasProblem, type ArtBytes } from './art-health';
import { isProblem, pixelVerdict, studioSizes, verdictSummary } from './art-rules';
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
    // The review reads the SVG's text for the size it declares, as the checks before upload do.
    const served: ArtBytes = { state: 'known', bytes: 420, type: 'image/svg+xml', declared: svgFacts.size };
    expect(verdicts(checkServedArt(loaded, served, DEFAULT_GUIDELINES), ids)).toEqual(file);
    expect(file).toMatchObject({
      format: ['info', expect.any(String)],
      pixels: ['info', expect.any(String)],
    });

    // Live: the host does not let the page read the file; its address names an SVG. Its declared
    // size is not known then, so only the statuses can match: a note, never "Too small".
    const live = checkServedArt(loaded, { state: 'unknown' }, DEFAULT_GUIDELINES, {
      url: 'https://img.example/badges/early.svg?size=600',
    });
    expect(verdicts(live, ['format'])).toEqual(
      verdicts(checkArt(svgFacts, 420, DEFAULT_GUIDELINES), ['format']),
    );
    expect(live.find((c) => c.id === 'pixels')).toMatchObject({ status: 'info', label: 'Pixel size' });
    expect(hasProblem(live)).toBe(false);
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

describe('the same rules in every place', () => {
  const g = DEFAULT_GUIDELINES;

  it('offers in the studio only sizes of at least the guideline, never enlarging a raster crop', () => {
    expect(studioSizes(2000, false, g)).toEqual([500, 512, 1000, 1024]);
    expect(studioSizes(600, false, g)).toEqual([500, 512]);
    expect(studioSizes(500, false, g)).toEqual([500]);
    // A crop below the guideline is kept at its own size, and the pixel rule calls it too small.
    expect(studioSizes(320, false, g)).toEqual([320]);
    expect(pixelVerdict({ width: 320, height: 320 }, false, g).status).toBe('fail');
    // Every size offered for a crop that allows it passes the pixel rule the checks apply.
    for (const side of studioSizes(2000, false, g)) {
      expect(pixelVerdict({ width: side, height: side }, false, g).status).toBe('pass');
    }
    // A guideline of its own: its size is offered first.
    expect(studioSizes(2000, false, { minSide: 640 })).toEqual([640, 1000, 1024]);
  });

  it('draws an SVG at the guideline size or more, whatever size it declares, as its verdict says', () => {
    expect(studioSizes(256, true, g)).toEqual([500, 512, 1000, 1024]);
    expect(pixelVerdict({ width: 256, height: 256 }, true, g).fix).toBe(
      'The studio draws it at 500 × 500 px or more.',
    );
  });

  it('judges an SVG by the size it declares, not the default a browser draws it at', () => {
    const declared = { width: 256, height: 256 };
    const beforeUpload = checkArt({ ...svgFacts, size: declared }, 420, DEFAULT_GUIDELINES);
    // A browser draws an SVG without a size of its own at 300 × 150: not a reason to call it not square.
    const served = checkServedArt(
      { state: 'loaded', width: 300, height: 150, ms: 40 },
      { state: 'known', bytes: 420, type: 'image/svg+xml', declared },
      DEFAULT_GUIDELINES,
    );
    expect(verdicts(served, ['pixels', 'aspect', 'bytes'])).toEqual(
      verdicts(beforeUpload, ['pixels', 'aspect', 'bytes']),
    );
    // One that declares none: a note before upload and served, and no aspect to judge.
    const none = checkArt({ ...svgFacts, size: undefined }, 420, DEFAULT_GUIDELINES);
    const servedNone = checkServedArt(
      { state: 'loaded', width: 300, height: 150, ms: 40 },
      { state: 'known', bytes: 420, type: 'image/svg+xml' },
      DEFAULT_GUIDELINES,
    );
    expect(verdicts(servedNone, ['pixels', 'aspect'])).toEqual(verdicts(none, ['pixels', 'aspect']));
    expect(none.find((c) => c.id === 'pixels')?.status).toBe('info');
    expect(hasProblem(servedNone)).toBe(false);
  });

  it('sums up the checks alike: a warning is not "meets the guidelines" where the review counts it a problem', () => {
    expect(verdictSummary(['pass', 'info'])).toBe('It meets the guidelines.');
    expect(verdictSummary(['pass', 'warn'])).toBe("It is within the guidelines' limits, with 1 warning.");
    expect(verdictSummary(['fail', 'warn', 'warn'])).toBe(
      '1 check does not meet the guidelines, and 2 warnings.',
    );
    expect(isProblem('warn')).toBe(true);
    expect(isProblem('info')).toBe(false);
  });
});
