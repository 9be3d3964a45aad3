/**
 * Review signals: reasons an admin may want to look at an entry before rewarding it. They are
 * signals, not verdicts: a burst may be an event's check-in, shared metadata a default value. Pure
 * functions over the board's entries (from the documented leaderboard read only), run in a worker.
 */

export const REASONS = ['burst', 'shared', 'outlier', 'fastClaim', 'notMember', 'noTokens', 'joinedLate'] as const;
export type Reason = (typeof REASONS)[number];
/** The reasons read from the board itself, in the worker; the others need each member's reads. */
export const BOARD_REASONS = ['burst', 'shared', 'outlier', 'fastClaim'] as const satisfies readonly Reason[];
export type BoardReason = (typeof BOARD_REASONS)[number];
/** The reasons from the members' reads of the top entries, checked on request. */
export const MEMBER_REASONS = ['notMember', 'noTokens', 'joinedLate'] as const satisfies readonly Reason[];

export interface SignalThresholds {
  /** At least this many awards of the badge… */
  burstCount: number;
  /** …within this many seconds. */
  burstSeconds: number;
  /** The same metadata (all keys and values) held by at least this many wallets. */
  sharedWallets: number;
  /** A value above the upper quartile plus this many interquartile ranges. */
  outlierIqr: number;
  /** Claimed within this many seconds of being earned… */
  claimSeconds: number;
  /** …by each of at least this many entries in a row, in earn order. */
  claimRun: number;
}

export const DEFAULT_THRESHOLDS: SignalThresholds = {
  burstCount: 10,
  burstSeconds: 60,
  sharedWallets: 5,
  outlierIqr: 3,
  claimSeconds: 10,
  claimRun: 3,
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
  /** Entries of the board left out of the burst signal (awarded by this browser's own bulk jobs). */
  excludedFromBurst: number;
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

/** Earn order: by earn time, then by key (entries earned in the same millisecond keep one order). */
function inEarnOrder(entries: readonly SignalEntry[]): { key: string; earned: number; claimed: number }[] {
  return entries
    .map((e) => ({ key: e.key, earned: time(e.earnedAt), claimed: time(e.claimedAt) }))
    .filter((e) => Number.isFinite(e.earned))
    .sort((a, b) => a.earned - b.earned || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Keys of entries in a run of at least `run` consecutive entries (in earn order) each claimed
 * within `seconds` of being earned. One quick claim is what an eager member does; a run of them is
 * what a script claiming as it awards does. An entry not claimed quickly (or not claimed) ends a run.
 */
export function fastClaimRunKeys(entries: readonly SignalEntry[], seconds: number, run: number): Set<string> {
  const flagged = new Set<string>();
  const limit = seconds * 1000;
  let current: string[] = [];
  const close = () => {
    if (current.length >= Math.max(1, run)) for (const key of current) flagged.add(key);
    current = [];
  };
  for (const e of inEarnOrder(entries)) {
    const gap = e.claimed - e.earned;
    if (Number.isFinite(gap) && gap >= 0 && gap <= limit) current.push(e.key);
    else close();
  }
  close();
  return flagged;
}

/**
 * Every board reason of every entry under the thresholds. `excludedFromBurst` (entry keys) are the
 * awards this browser's own bulk jobs made: an admin's import is a burst by design, so they are
 * left out of the burst signal (their own bursts and the windows they would fill), not the others.
 */
export function reviewSignals(
  entries: readonly SignalEntry[],
  t: SignalThresholds,
  excludedFromBurst: ReadonlySet<string> = new Set(),
): SignalResult {
  const forBurst = excludedFromBurst.size === 0 ? entries : entries.filter((e) => !excludedFromBurst.has(e.key));
  const values: number[] = [];
  for (const e of entries) if (e.value !== null) values.push(e.value);
  const fence = outlierFence(values, t.outlierIqr);
  const byReason: Record<BoardReason, Set<string>> = {
    burst: burstKeys(forBurst, t.burstCount, t.burstSeconds),
    shared: sharedMetadataKeys(entries, t.sharedWallets),
    outlier: new Set(
      fence === null ? [] : entries.filter((e) => e.value !== null && e.value > fence).map((e) => e.key),
    ),
    fastClaim: fastClaimRunKeys(entries, t.claimSeconds, t.claimRun),
  };
  const reasons = new Map<string, Reason[]>();
  const counts = emptyCounts();
  for (const reason of BOARD_REASONS) {
    counts[reason] = byReason[reason].size;
    for (const key of byReason[reason]) {
      const list = reasons.get(key);
      if (list) list.push(reason);
      else reasons.set(key, [reason]);
    }
  }
  return { reasons, counts, outlierAbove: fence, excludedFromBurst: entries.length - forBurst.length };
}

export function emptyCounts(): Record<Reason, number> {
  return { burst: 0, shared: 0, outlier: 0, fastClaim: 0, notMember: 0, noTokens: 0, joinedLate: 0 };
}

/**
 * The board's reasons with the members' reasons added (each entry's reasons in REASONS' order), and
 * the counts of both.
 */
export function withMemberReasons(
  result: SignalResult,
  memberReasons: ReadonlyMap<string, readonly Reason[]>,
): SignalResult {
  if (memberReasons.size === 0) return result;
  const reasons = new Map(result.reasons);
  const counts = { ...result.counts };
  for (const reason of MEMBER_REASONS) counts[reason] = 0;
  for (const [key, added] of memberReasons) {
    if (added.length === 0) continue;
    const all = new Set([...(reasons.get(key) ?? []), ...added]);
    reasons.set(key, REASONS.filter((r) => all.has(r)));
    for (const reason of added) counts[reason] += 1;
  }
  return { ...result, reasons, counts };
}
