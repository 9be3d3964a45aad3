/**
 * Review signals: reasons an admin may want to look at an entry before rewarding it. They are
 * signals, not verdicts: a burst may be an event's check-in, shared metadata a default value. Pure
 * functions over the board's entries (from the documented leaderboard read only), run in a worker.
 */

export const REASONS = ['burst', 'shared', 'outlier', 'fastClaim'] as const;
export type Reason = (typeof REASONS)[number];

export interface SignalThresholds {
  /** At least this many awards of the badge… */
  burstCount: number;
  /** …within this many seconds. */
  burstSeconds: number;
  /** The same metadata (all keys and values) held by at least this many wallets. */
  sharedWallets: number;
  /** A value above the upper quartile plus this many interquartile ranges. */
  outlierIqr: number;
  /** Claimed within this many seconds of being earned. */
  claimSeconds: number;
}

export const DEFAULT_THRESHOLDS: SignalThresholds = {
  burstCount: 10,
  burstSeconds: 60,
  sharedWallets: 5,
  outlierIqr: 3,
  claimSeconds: 10,
};

/** What the signals read of an entry. */
export interface SignalEntry {
  key: string;
  earnedAt: string | null;
  claimedAt: string | null;
  value: number | null;
  /** The metadata as canonical text (keys sorted), null without any. */
  metadataKey: string | null;
}

export interface SignalResult {
  /** Each flagged entry's reasons, by entry key; entries without a reason are absent. */
  reasons: Map<string, Reason[]>;
  counts: Record<Reason, number>;
  /** The value above which an entry is an outlier (null: too few values to say). */
  outlierAbove: number | null;
}

/** Metadata as text that is equal for equal metadata, whatever the keys' order. */
export function canonicalMetadata(metadata: Record<string, unknown> | undefined): string | null {
  if (!metadata || Object.keys(metadata).length === 0) return null;
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((k) => [k, sort(record[k])]),
      );
    }
    return value;
  };
  return JSON.stringify(sort(metadata));
}

const time = (iso: string | null) => (iso === null ? NaN : Date.parse(iso));

/** Keys of entries in a window of at least `count` awards within `seconds` (by earn time). */
export function burstKeys(entries: readonly SignalEntry[], count: number, seconds: number): Set<string> {
  const timed = entries
    .map((e) => ({ key: e.key, at: time(e.earnedAt) }))
    .filter((e) => Number.isFinite(e.at))
    .sort((a, b) => a.at - b.at);
  const flagged = new Set<string>();
  const span = seconds * 1000;
  // Two pointers: for each end, the earliest start within the span; a window long enough flags the
  // entries in it not flagged yet (walking back from the end stops at the first already flagged).
  let start = 0;
  for (let end = 0; end < timed.length; end++) {
    const last = timed[end];
    if (!last) continue;
    while ((timed[start]?.at ?? Infinity) < last.at - span) start++;
    if (end - start + 1 < Math.max(1, count)) continue;
    for (let i = end; i >= start; i--) {
      const e = timed[i];
      if (!e || (flagged.has(e.key) && i !== end)) break;
      flagged.add(e.key);
    }
  }
  return flagged;
}

/** Keys of entries whose metadata is shared by at least `wallets` entries. */
export function sharedMetadataKeys(entries: readonly SignalEntry[], wallets: number): Set<string> {
  const groups = new Map<string, string[]>();
  for (const e of entries) {
    if (e.metadataKey === null) continue;
    const group = groups.get(e.metadataKey);
    if (group) group.push(e.key);
    else groups.set(e.metadataKey, [e.key]);
  }
  const flagged = new Set<string>();
  for (const group of groups.values()) if (group.length >= wallets) for (const k of group) flagged.add(k);
  return flagged;
}

/** The quartile at `q` (0–1) of sorted values, interpolated between the two nearest. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const lower = sorted[low] ?? 0;
  const upper = sorted[Math.min(sorted.length - 1, low + 1)] ?? lower;
  return lower + (upper - lower) * (at - low);
}

/** The fence Q3 + k × IQR over the values (null with fewer than four values). */
export function outlierFence(values: readonly number[], iqrs: number): number | null {
  if (values.length < 4) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  return q3 + iqrs * (q3 - q1);
}

/** Every reason of every entry under the thresholds. */
export function reviewSignals(entries: readonly SignalEntry[], t: SignalThresholds): SignalResult {
  const values: number[] = [];
  for (const e of entries) if (e.value !== null) values.push(e.value);
  const fence = outlierFence(values, t.outlierIqr);
  const byReason: Record<Reason, Set<string>> = {
    burst: burstKeys(entries, t.burstCount, t.burstSeconds),
    shared: sharedMetadataKeys(entries, t.sharedWallets),
    outlier: new Set(
      fence === null ? [] : entries.filter((e) => e.value !== null && e.value > fence).map((e) => e.key),
    ),
    fastClaim: new Set(
      entries
        .filter((e) => {
          const gap = time(e.claimedAt) - time(e.earnedAt);
          return Number.isFinite(gap) && gap >= 0 && gap <= t.claimSeconds * 1000;
        })
        .map((e) => e.key),
    ),
  };
  const reasons = new Map<string, Reason[]>();
  const counts = { burst: 0, shared: 0, outlier: 0, fastClaim: 0 } satisfies Record<Reason, number>;
  for (const reason of REASONS) {
    counts[reason] = byReason[reason].size;
    for (const key of byReason[reason]) {
      const list = reasons.get(key);
      if (list) list.push(reason);
      else reasons.set(key, [reason]);
    }
  }
  return { reasons, counts, outlierAbove: fence };
}
