import { toChecksumAddress } from './address';
import type { LeaderboardEntry } from './attribution-types';
import type { BadgeRefArgs } from './badges';
import { requireBadge } from './lookup';
import { paginate, type PageQuery } from './paging';
import type { Store } from './store';
import type { StoredAttribution, StoredMember } from './stored';
import { isMissing, readEnum } from './validate';

/** Metrics and directions the service documents (docs/api-behaviour.md, Leaderboard). */
export const LEADERBOARD_METRICS = ['time', 'score', 'rank', 'position', 'points'] as const;
export const METRIC_DIRECTIONS = ['ASC', 'DESC'] as const;

export interface LeaderboardArgs extends BadgeRefArgs, PageQuery {
  metric?: unknown;
  metricDirection?: unknown;
}

function metricValue(a: StoredAttribution, metric: string): number | null {
  const value = a.metadata[metric];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function shortWallet(wallet: string): string {
  return `${wallet.slice(0, 6)}…${wallet.slice(-4)}`;
}

function toEntry(
  a: StoredAttribution & { wallet: string },
  member: StoredMember | undefined,
): LeaderboardEntry {
  const wallet = toChecksumAddress(a.wallet);
  const ens = member?.ensName ?? null;
  return {
    name: ens ?? wallet,
    earnedAt: a.earnedAt,
    claimedAt: a.claimedAt,
    wallet,
    username: ens,
    displayName: ens ?? shortWallet(wallet),
    avatar: member?.avatar?.image ?? null,
    rewards: {},
    metadata: structuredClone(a.metadata),
  };
}

/**
 * Ranking of a badge's attributions by a metadata metric: a plain array, paged by page/perPage.
 * Entries without a numeric value for the metric come last; ties and the no-metric case are ordered
 * by earnedAt ascending (first to earn ranks first). Unredeemed claim codes have no wallet to rank.
 */
export function getLeaderboard(store: Store, args: LeaderboardArgs): LeaderboardEntry[] {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const metric =
    isMissing(args.metric) || args.metric === ''
      ? null
      : readEnum(args.metric, 'metric', LEADERBOARD_METRICS);
  const direction =
    isMissing(args.metricDirection) || args.metricDirection === ''
      ? 'DESC'
      : readEnum(args.metricDirection, 'metricDirection', METRIC_DIRECTIONS);
  const ranked = store.data.attributions.filter(
    (a): a is StoredAttribution & { wallet: string } => a.badgeId === badge.id && a.wallet !== null,
  );
  const byEarned = (a: StoredAttribution, b: StoredAttribution): number =>
    a.earnedAt < b.earnedAt ? -1 : a.earnedAt > b.earnedAt ? 1 : 0;
  if (metric === null) {
    ranked.sort(byEarned);
  } else {
    const sign = direction === 'ASC' ? 1 : -1;
    const values = new Map(ranked.map((a) => [a, metricValue(a, metric)]));
    ranked.sort((a, b) => {
      const x = values.get(a) ?? null;
      const y = values.get(b) ?? null;
      if (x === null || y === null) return x === y ? byEarned(a, b) : x === null ? 1 : -1;
      return x === y ? byEarned(a, b) : (x - y) * sign;
    });
  }
  const page = paginate(ranked, args).results;
  const wanted = new Set(page.map((a) => a.memberId));
  const members = new Map(
    store.data.members
      .filter((m) => m.communityId === badge.communityId && wanted.has(m.id))
      .map((m) => [m.id, m]),
  );
  return page.map((a) => toEntry(a, a.memberId === null ? undefined : members.get(a.memberId)));
}
