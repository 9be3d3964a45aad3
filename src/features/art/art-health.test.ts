import { describe, expect, it } from 'vitest';
import { checkServedArt, hasProblem, problemScore, sortWorstFirst, type ArtLoad } from './art-health';
import { DEFAULT_GUIDELINES } from './guidelines';

const loaded = (width: number, height: number, ms = 100): ArtLoad => ({ state: 'loaded', width, height, ms });
const labels = (load: ArtLoad, bytes: number | 'unknown') =>
  checkServedArt(
    load,
    bytes === 'unknown' ? { state: 'unknown' } : { state: 'known', bytes },
    DEFAULT_GUIDELINES,
  )
    .filter((c) => c.status === 'fail' || c.status === 'warn')
    .map((c) => c.label);

describe('checks of served art', () => {
  it('passes square art of at least 500 px, under 200 KB, loaded fast', () => {
    expect(labels(loaded(512, 512), 150 * 1024)).toEqual([]);
  });

  it('names each problem: not square, too small, too large, slow', () => {
    expect(labels(loaded(3000, 2000), 5 * 1024 * 1024)).toEqual(['Not square', 'Too large']);
    expect(labels(loaded(256, 256, 2500), 300 * 1024)).toEqual(['Slow', 'Too small', 'Large']);
  });

  it('does not call SVG art too small: it is drawn sharp at any size', () => {
    const checks = checkServedArt(
      loaded(256, 256),
      { state: 'known', bytes: 420, type: 'image/svg+xml' },
      DEFAULT_GUIDELINES,
    );
    expect(checks.find((c) => c.id === 'pixels')).toMatchObject({ status: 'info' });
    expect(labels(loaded(256, 256), 420)).toEqual(['Too small']);
  });

  it('says when the file size cannot be told, without calling it a problem', () => {
    const checks = checkServedArt(loaded(600, 600), { state: 'unknown' }, DEFAULT_GUIDELINES);
    expect(checks.find((c) => c.id === 'bytes')?.message).toMatch(/^Cannot tell/);
    expect(hasProblem(checks)).toBe(false);
  });

  it('puts a failure before any number of warnings, keeping the list order between equals', () => {
    const failing = checkServedArt({ state: 'failed' }, { state: 'unknown' }, DEFAULT_GUIDELINES);
    const warned = checkServedArt(
      loaded(600, 600, 5000),
      { state: 'known', bytes: 300 * 1024 },
      DEFAULT_GUIDELINES,
    );
    const fine = checkServedArt(loaded(600, 600), { state: 'known', bytes: 1024 }, DEFAULT_GUIDELINES);
    const items = [
      { name: 'fine', checks: fine },
      { name: 'warned', checks: warned },
      { name: 'fine too', checks: fine },
      { name: 'failing', checks: failing },
    ];
    expect(sortWorstFirst(items, (i) => problemScore(i.checks)).map((i) => i.name)).toEqual([
      'failing',
      'warned',
      'fine',
      'fine too',
    ]);
  });
});
