import { canonicalMetadata } from './review-signals';

/**
 * A leaderboard as the page works with it: the service's entries in the service's order, each with
 * the chosen metric's value, and a competition rank (1, 2, 2, 4) computed over the whole board.
 */

/** The metrics the service ranks by, in the order the page offers them. */
export const METRICS = ['score', 'points', 'time', 'rank', 'position'] as const;
export type Metric = (typeof METRICS)[number];
export const DIRECTIONS = ['DESC', 'ASC'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The parts of a service entry the page reads (every field is optional in the contract). */
export interface RawEntry {
  wallet?: string;
  username?: string | null;
  earnedAt?: string;
  claimedAt?: string | null;
  metadata?: Record<string, unknown>;
}

export interface BoardEntry {
  /** The wallet in lower case: one attribution per wallet and badge, so it names the entry. */
  key: string;
  wallet: string;
  /** The member's ENS name (the service's `username`), when there is one. */
  name: string | null;
  earnedAt: string | null;
  claimedAt: string | null;
  /** The metric's value in the attribution's metadata; null when it carries none. */
  value: number | null;
  /** The whole metadata as canonical text (keys sorted), for the review signals; null without any. */
  metadataKey: string | null;
}

export interface RankedEntry extends BoardEntry {
  rank: number;
  /** Shares its rank with another entry. */
  tied: boolean;
}

export function isMetric(value: string | null | undefined): value is Metric {
  return (METRICS as readonly string[]).includes(value ?? '');
}

export function isDirection(value: string | null | undefined): value is Direction {
  return (DIRECTIONS as readonly string[]).includes(value ?? '');
}

/** A metadata value the service can rank: a finite number, or text that is one (as the service reads it). */
export function metricValue(metadata: Record<string, unknown> | undefined, metric: Metric): number | null {
  const value = metadata?.[metric];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function text(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function toBoardEntry(raw: RawEntry, metric: Metric): BoardEntry {
  const wallet = raw.wallet ?? '';
  return {
    key: wallet.toLowerCase(),
    wallet,
    name: text(raw.username),
    earnedAt: text(raw.earnedAt),
    claimedAt: text(raw.claimedAt),
    value: metricValue(raw.metadata, metric),
    metadataKey: canonicalMetadata(raw.metadata),
  };
}

/**
 * The service falls back to earn order when the metric is unusable; with any value present it
 * ranks by the metric, putting the entries without one last.
 */
export function usesFallback(entries: readonly BoardEntry[]): boolean {
  return entries.every((e) => e.value === null);
}

/** An entry with its rank, as a plain object literal (a spread copy is far slower at 50,000). */
export function rankedRow(e: BoardEntry, rank: number, tied: boolean): RankedEntry {
  return {
    key: e.key,
    wallet: e.wallet,
    name: e.name,
    earnedAt: e.earnedAt,
    claimedAt: e.claimedAt,
    value: e.value,
    metadataKey: e.metadataKey,
    rank,
    tied,
  };
}

/**
 * Competition ranks over the board in the service's order: an entry shares the rank of the one
 * before it when both rank equally (same value; in earn order, the same earn time), else its rank
 * is its position. Entries without a value all rank equally, last. The order is the service's own
 * (it breaks ties by earn time), so this never re-sorts, and ranks of the first entries read are
 * final before the rest of the board arrives. One pass with plain object literals: 50,000 entries
 * take a few milliseconds (copying each entry with a spread took a hundred times longer).
 */
export function rankBoard(entries: readonly BoardEntry[]): RankedEntry[] {
  const fallback = usesFallback(entries);
  const ranked: RankedEntry[] = [];
  let previous: RankedEntry | undefined;
  let previousKey: string | number | null = null;
  for (const [index, e] of entries.entries()) {
    const sortKey = fallback ? e.earnedAt : e.value;
    const same = previous !== undefined && previousKey === sortKey;
    const row = rankedRow(e, same && previous ? previous.rank : index + 1, same);
    if (same && previous) previous.tied = true;
    ranked.push(row);
    previous = row;
    previousKey = sortKey;
  }
  return ranked;
}
