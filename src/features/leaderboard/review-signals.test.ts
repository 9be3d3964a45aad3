import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  burstKeys,
  canonicalMetadata,
  outlierFence,
  reviewSignals,
  sharedMetadataKeys,
  type SignalEntry,
} from './review-signals';

const T0 = Date.parse('2026-05-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

function entry(key: string, earnedSecond: number, extra: Partial<SignalEntry> = {}): SignalEntry {
  return { key, earnedAt: at(earnedSecond), claimedAt: null, value: null, metadataKey: null, ...extra };
}

describe('burst', () => {
  it('flags every award of a window holding at least N within W seconds, and no other', () => {
    // Seconds 0, 10, 20, 30 (4 within 30 s), then 200 and 400 alone.
    const entries = [0, 10, 20, 30, 200, 400].map((s, i) => entry(`w${String(i)}`, s));
    expect([...burstKeys(entries, 4, 30)].sort()).toEqual(['w0', 'w1', 'w2', 'w3']);
    expect(burstKeys(entries, 4, 29).size).toBe(0);
    expect(burstKeys(entries, 5, 30).size).toBe(0);
  });

  it('joins overlapping windows and ignores entries without an earn time', () => {
    const entries = [
      ...[0, 5, 10, 15, 20, 25].map((s, i) => entry(`b${String(i)}`, s)),
      { ...entry('none', 0), earnedAt: null },
    ];
    expect([...burstKeys(entries, 3, 10)].sort()).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
  });
});

describe('shared metadata', () => {
  it('reads metadata as equal whatever the order of its keys', () => {
    expect(canonicalMetadata({ b: 1, a: { y: 2, x: [1, { d: 1, c: 2 }] } })).toBe(
      canonicalMetadata({ a: { x: [1, { c: 2, d: 1 }], y: 2 }, b: 1 }),
    );
    expect(canonicalMetadata({})).toBeNull();
  });

  it('flags the wallets of metadata held by at least K of them', () => {
    const same = canonicalMetadata({ score: 1, ref: 'x' });
    const entries = [
      entry('a', 0, { metadataKey: same }),
      entry('b', 0, { metadataKey: same }),
      entry('c', 0, { metadataKey: same }),
      entry('d', 0, { metadataKey: canonicalMetadata({ score: 2 }) }),
      entry('e', 0),
      entry('f', 0),
    ];
    expect([...sharedMetadataKeys(entries, 3)].sort()).toEqual(['a', 'b', 'c']);
    expect(sharedMetadataKeys(entries, 4).size).toBe(0);
  });
});

describe('outliers', () => {
  it('puts the fence at the upper quartile plus k interquartile ranges', () => {
    // Quartiles between the nearest values (positions 1.75 and 5.25): Q1 2.75, Q3 6.25, IQR 3.5;
    // Q3 + 3 × 3.5 = 16.75.
    expect(outlierFence([1, 2, 3, 4, 5, 6, 7, 8], 3)).toBeCloseTo(16.75);
    expect(outlierFence([1, 2, 3], 3)).toBeNull();
  });
});

describe('review signals', () => {
  it('gives each entry its reasons and counts each reason, under the thresholds given', () => {
    const entries = [
      ...Array.from({ length: 8 }, (_, i) => entry(`n${String(i)}`, i * 1000, { value: 10 + i })),
      entry('high', 9000, { value: 1000, claimedAt: at(9005) }),
      entry('slow', 9500, { value: 12, claimedAt: at(9600) }),
    ];
    const result = reviewSignals(entries, { ...DEFAULT_THRESHOLDS, burstCount: 2, burstSeconds: 500 });
    expect(result.reasons.get('high')).toEqual(['burst', 'outlier', 'fastClaim']);
    expect(result.reasons.get('slow')).toEqual(['burst']);
    expect(result.reasons.has('n0')).toBe(false);
    expect(result.counts).toEqual({ burst: 2, shared: 0, outlier: 1, fastClaim: 1 });

    const wider = reviewSignals(entries, { ...DEFAULT_THRESHOLDS, claimSeconds: 100 });
    expect(wider.counts.fastClaim).toBe(2);
  });
});
