import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  burstKeys,
  canonicalMetadata,
  fastClaimRunKeys,
  outlierFence,
  reviewSignals,
  sharedMetadataKeys,
  withMemberReasons,
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
    const result = reviewSignals(entries, {
      ...DEFAULT_THRESHOLDS,
      burstCount: 2,
      burstSeconds: 500,
      claimRun: 1,
    });
    expect(result.reasons.get('high')).toEqual(['burst', 'outlier', 'fastClaim']);
    expect(result.reasons.get('slow')).toEqual(['burst']);
    expect(result.reasons.has('n0')).toBe(false);
    expect(result.counts).toEqual({
      burst: 2,
      shared: 0,
      outlier: 1,
      fastClaim: 1,
      notMember: 0,
      noTokens: 0,
      joinedLate: 0,
    });

    // 'high' and 'slow' are next to each other in earn order: a run of two within 100 s.
    const wider = reviewSignals(entries, { ...DEFAULT_THRESHOLDS, claimSeconds: 100, claimRun: 2 });
    expect(wider.counts.fastClaim).toBe(2);
    expect(reviewSignals(entries, { ...DEFAULT_THRESHOLDS, claimSeconds: 100, claimRun: 3 }).counts.fastClaim).toBe(0);
  });

  it('leaves the awards of this browser’s bulk jobs out of the burst signal, and only out of it', () => {
    // Six awards within a minute: w0–w3 made by a bulk job here, w4 and w5 by others.
    const entries = [0, 5, 10, 15, 20, 25].map((s, i) =>
      entry(`w${String(i)}`, s, { claimedAt: at(s + 1) }),
    );
    const thresholds = { ...DEFAULT_THRESHOLDS, burstCount: 3, claimRun: 3 };
    expect(reviewSignals(entries, thresholds).counts.burst).toBe(6);
    const own = new Set(['w0', 'w1', 'w2', 'w3']);
    const result = reviewSignals(entries, thresholds, own);
    // Two awards left: no longer a burst of three; the job's awards still count for the other signals.
    expect(result.counts.burst).toBe(0);
    expect(result.excludedFromBurst).toBe(4);
    expect(result.counts.fastClaim).toBe(6);
    expect(reviewSignals(entries, { ...thresholds, burstCount: 2 }, own).reasons.get('w4')).toEqual([
      'burst',
      'fastClaim',
    ]);
    expect(reviewSignals(entries, { ...thresholds, burstCount: 2 }, own).reasons.get('w0')).toEqual([
      'fastClaim',
    ]);
  });

  it('adds the members’ reasons to the board’s, in one order, and counts them', () => {
    const entries = [entry('a', 0, { claimedAt: at(1) }), entry('b', 1), entry('c', 2)];
    const board = reviewSignals(entries, { ...DEFAULT_THRESHOLDS, claimRun: 1 });
    const merged = withMemberReasons(
      board,
      new Map([
        ['a', ['joinedLate', 'noTokens'] as const],
        ['c', ['notMember'] as const],
        ['b', [] as const],
      ]),
    );
    expect(merged.reasons.get('a')).toEqual(['fastClaim', 'noTokens', 'joinedLate']);
    expect(merged.reasons.get('c')).toEqual(['notMember']);
    expect(merged.reasons.has('b')).toBe(false);
    expect([merged.counts.fastClaim, merged.counts.notMember, merged.counts.noTokens]).toEqual([1, 1, 1]);
    expect(board.reasons.get('a')).toEqual(['fastClaim']);
  });
});

describe('fast claim in a run', () => {
  it('flags runs of at least R consecutive entries in earn order each claimed within S seconds', () => {
    // Earn order: q0 q1 q2 (quick) · s (slow) · q3 q4 (quick) · n (not claimed) · q5.
    const quick = (key: string, second: number) => entry(key, second, { claimedAt: at(second + 4) });
    const entries = [
      quick('q1', 10),
      quick('q0', 0),
      quick('q2', 20),
      entry('s', 30, { claimedAt: at(90) }),
      quick('q3', 40),
      quick('q4', 50),
      entry('n', 60),
      quick('q5', 70),
      { ...entry('never', 0), earnedAt: null, claimedAt: at(1) },
    ];
    expect([...fastClaimRunKeys(entries, 5, 3)].sort()).toEqual(['q0', 'q1', 'q2']);
    expect([...fastClaimRunKeys(entries, 5, 2)].sort()).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(fastClaimRunKeys(entries, 5, 1).size).toBe(6);
    // A wider window takes in the slow claim: one run of six.
    expect([...fastClaimRunKeys(entries, 60, 6)].sort()).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 's']);
    expect(fastClaimRunKeys(entries, 3, 1).size).toBe(0);
  });
});
