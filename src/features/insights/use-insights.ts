import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import { isApiError } from '../../api/errors';
import type { Badge } from '../../api/types';
import { useConnectionScopedQuery } from '../../hooks/use-connection-scoped-query';
import { allBadgesQuery, awardColumnsQuery, memberColumnsQuery, type WholeList } from './api';
import { figuresStore, type StoredFigures } from './figures-store';
import type { InsightBadge, Insights } from './insights';
import { insightBadge, joinColumns } from './insights-input';
import { computeInsights } from './insights-worker-client';
import type { WholeRead } from './read-columns';

export interface InsightsState {
  /** The badges the figures are of; undefined until the badge list is read. */
  badges: readonly InsightBadge[] | undefined;
  /** Awards of each badge whose attributions are read so far (by badge id). */
  awardsRead: Readonly<Record<string, number>>;
  /** The latest figures; kept on screen while a refresh reads and computes again. */
  insights: Insights | undefined;
  /** Lists read so far and lists to read (the badge list, each badge's attributions, the members). */
  progress: { read: number; total: number };
  /** The oldest read the figures were computed from (ms): the data is at least this fresh. */
  asOf: number | undefined;
  /** A read or a computation is under way while figures are on screen. */
  refreshing: boolean;
  /** Some list stopped short of its total: the figures leave part of it out. */
  incomplete: boolean;
  /** The community has more badges than the figures read the awards of (INSIGHTS_BADGE_LIMIT). */
  badgesCut?: { read: number; total: number };
  /** Badges listed but not found when their awards were read: the figures leave them out. */
  badgesGone?: number;
  error: Error | null;
  /** The figures on screen are the ones kept in this browser from an earlier visit. */
  kept?: boolean;
  /** Reads every list again (or the ones that failed, after an error). */
  refresh: () => void;
}

interface Answer {
  version: string;
  insights: Insights | undefined;
  asOf: number;
  error: Error | null;
}

/** The service answered that the list's record is not there (404). */
function notFound(read: UseQueryResult<WholeRead>): boolean {
  return read.data === undefined && isApiError(read.error) && read.error.status === 404;
}

/**
 * Reads the lists the figures need (each cached under its resource's key, see api.ts) and computes
 * the figures in a worker once they are all in, and again whenever one of them is read again (a
 * refresh, or a write elsewhere that invalidated it). Answers for older data are dropped.
 */
function useInsightsOf(
  communityId: string,
  badges: readonly InsightBadge[] | undefined,
  withMembers: boolean,
  badgeRead: UseQueryResult<WholeList<Badge>> | undefined,
): InsightsState {
  const client = useQueryClient();
  const attributions = useQueries({
    queries: (badges ?? []).map((b) => awardColumnsQuery(communityId, b.id)),
  });
  // The members are read beside the awards, in a lane of their own (api.ts).
  const members = useQuery({
    ...memberColumnsQuery(communityId),
    enabled: withMembers && badges !== undefined,
  });
  const reads: UseQueryResult<WholeRead>[] = badgeRead ? [badgeRead] : [];
  for (const read of attributions) reads.push(read);
  if (withMembers) reads.push(members);
  // A badge listed but not found when its awards are read (deleted since it was listed, or a
  // service listing what it cannot serve) costs its own figures, not the card's: it is left out,
  // and counted for the card to say so.
  const gone = attributions.flatMap((read, i) => {
    const id = badges?.[i]?.id;
    return id !== undefined && notFound(read) ? [id] : [];
  });
  const goneKey = gone.join('\n');
  const goneReads = new Set<UseQueryResult<WholeRead>>(attributions.filter((read) => notFound(read)));
  const answered = reads.filter((r) => !goneReads.has(r));
  const ready = badges !== undefined && answered.every((r) => r.data !== undefined);
  // What the figures depend on, by value: the badges as the figures see them, and each read's time.
  const badgesKey = JSON.stringify(badges ?? null);
  const version = `${badgesKey}|${goneKey}|${answered.map((r) => r.dataUpdatedAt).join(',')}`;
  const asOf = ready ? Math.min(...answered.map((r) => r.dataUpdatedAt)) : 0;
  const [answer, setAnswer] = useState<Answer | undefined>();

  useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    const left = new Set(goneKey.split('\n'));
    const shown = (JSON.parse(badgesKey) as InsightBadge[]).filter((b) => !left.has(b.id));
    // The cached columns are joined (a few copies of typed arrays), then the worker computes.
    const columns = joinColumns(
      shown,
      (id) => client.getQueryData(awardColumnsQuery(communityId, id).queryKey)?.columns,
      withMembers ? (client.getQueryData(memberColumnsQuery(communityId).queryKey)?.columns ?? null) : null,
      Date.now(),
    );
    computeInsights(columns).then(
      (insights) => current && setAnswer({ version, insights, asOf, error: null }),
      (error: unknown) =>
        current &&
        setAnswer((last) => ({
          version,
          asOf,
          insights: last?.insights,
          error: error instanceof Error ? error : new Error(String(error)),
        })),
    );
    return () => {
      current = false;
    };
  }, [ready, version, badgesKey, goneKey, asOf, client, communityId, withMembers]);

  const readError = answered.find((r) => r.error)?.error ?? null;
  const fresh = answer?.version === version;
  const awardsRead: Record<string, number> = {};
  for (const [i, read] of attributions.entries()) {
    const id = badges?.[i]?.id;
    if (id !== undefined && read.data) awardsRead[id] = read.data.total;
  }
  return {
    badges,
    awardsRead,
    insights: answer?.insights,
    ...(gone.length > 0 ? { badgesGone: gone.length } : {}),
    progress: {
      read: goneReads.size + answered.filter((r) => r.data !== undefined).length,
      // Until the badge list is in, how many attribution lists follow is unknown: count one.
      total: badges === undefined ? reads.length + 1 : reads.length,
    },
    asOf: answer?.asOf,
    refreshing: answer !== undefined && (!fresh || reads.some((r) => r.isFetching)),
    incomplete: reads.some((r) => r.data?.incomplete !== undefined),
    error: readError ?? (fresh ? answer.error : null),
    refresh: () => {
      for (const r of reads) void r.refetch();
    },
  };
}

/**
 * The badges whose awards a community's figures read: each badge's awards take one read or more,
 * so a community with thousands of badges (or a service answering thousands to one page) would
 * send thousands of requests for one visit of its overview.
 */
export const INSIGHTS_BADGE_LIMIT = 100;

const baseUrlNow = () => getConnection()?.baseUrl;

/**
 * The community's figures as kept in this browser (figures-store.ts), and the figures just computed
 * kept in their place. Until the lists are read again the kept figures stand in, marked as being
 * refreshed: the card draws the same parts, so they change in place when the new ones come.
 */
function useKeptFigures(communityId: string, state: InsightsState): InsightsState {
  const store = figuresStore();
  const baseUrl = useSyncExternalStore(subscribeConnection, baseUrlNow, baseUrlNow);
  const key = baseUrl ? store.figures.key(baseUrl, communityId) : undefined;
  const kept = useConnectionScopedQuery(store.figures, key).data ?? null;
  const { insights, asOf, refreshing, error, incomplete } = state;
  const settled = insights !== undefined && asOf !== undefined && !refreshing && error === null;
  const [cutRead, cutTotal] = [state.badgesCut?.read, state.badgesCut?.total];
  useEffect(() => {
    if (!settled || key === undefined) return;
    const entry: StoredFigures = { insights, asOf, incomplete };
    if (cutRead !== undefined && cutTotal !== undefined) entry.badgesCut = { read: cutRead, total: cutTotal };
    // Keeping them is a help for the next visit only: a full or refused storage changes nothing here.
    store.save(key, entry).catch(() => undefined);
  }, [settled, key, store, insights, asOf, incomplete, cutRead, cutTotal]);
  if (insights !== undefined || kept === null) return state;
  // Once the badge list is read again, whether the figures leave badges out is known anew.
  const badgesCut = state.badges === undefined ? kept.badgesCut : state.badgesCut;
  const shown: InsightsState = {
    ...state,
    insights: kept.insights,
    asOf: kept.asOf,
    refreshing: error === null,
    incomplete: kept.incomplete || incomplete,
    kept: true,
  };
  if (badgesCut) shown.badgesCut = badgesCut;
  else delete shown.badgesCut;
  return shown;
}

/** The insights of a community: its first INSIGHTS_BADGE_LIMIT badges' awards, and its members' growth. */
export function useCommunityInsights(communityId: string): InsightsState {
  const badgeRead = useQuery(allBadgesQuery(communityId));
  const all = badgeRead.data?.results;
  const badges = all?.slice(0, INSIGHTS_BADGE_LIMIT).map(insightBadge);
  const state = useInsightsOf(communityId, badges, true, badgeRead);
  const total = Math.max(all?.length ?? 0, badgeRead.data?.total ?? 0);
  const read =
    total > INSIGHTS_BADGE_LIMIT ? { ...state, badgesCut: { read: INSIGHTS_BADGE_LIMIT, total } } : state;
  return useKeptFigures(communityId, read);
}

/** The same figures for one badge (no member growth: members join a community, not a badge). */
export function useBadgeInsights(communityId: string, badge: Badge): InsightsState {
  return useInsightsOf(communityId, [insightBadge(badge)], false, undefined);
}
