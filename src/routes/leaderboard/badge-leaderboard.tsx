import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { getConnection } from '../../api/credentials';
import { allTagsQuery } from '../../api/resources/tags';
import type { Badge } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { ListSearch } from '../../components/data-table/list-search';
import { EmptyState } from '../../components/feedback/empty-state';
import { AfterPaint } from '../../components/ui/after-paint';
import { audienceTagIds } from '../../features/audiences/audience';
import { useAudienceFilter } from '../../features/audiences/use-audience-filter';
import {
  audienceSearch,
  useAudienceParam,
  withoutGoneTagRules,
} from '../../features/audiences/use-audience-param';
import { badgeTitle } from '../../features/badges/badge-columns';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { boardQuery, leaderboardSearch, type BoardOrder } from '../../features/leaderboard/api';
import { usesFallback, type RankedEntry } from '../../features/leaderboard/board';
import { BoardCharts, BoardChartsPlaceholder } from '../../features/leaderboard/board-charts';
import { boardCsv, boardFileName, flaggedCsv } from '../../features/leaderboard/board-csv';
import { BoardNotes } from '../../features/leaderboard/board-notes';
import { BoardSearchNote } from '../../features/leaderboard/board-search-note';
import { boardSorts, type BoardSortKey } from '../../features/leaderboard/board-sorts';
import { BoardToolbar } from '../../features/leaderboard/board-toolbar';
import { leaderboardColumns } from '../../features/leaderboard/leaderboard-columns';
import { claimWindowOpened, memberReasonsOf } from '../../features/leaderboard/member-checks';
import { metricColumnLabel, metricLabel, orderLabel } from '../../features/leaderboard/order-label';
import { RankHistoryPanel } from '../../features/leaderboard/rank-history-panel';
import type { BoardRead } from '../../features/leaderboard/read-board';
import { withMemberReasons } from '../../features/leaderboard/review-signals';
import { ReviewSignalsPanel } from '../../features/leaderboard/review-signals-panel';
import { SharePanel } from '../../features/leaderboard/share/share-panel';
import {
  signalParams,
  signalSearch,
  signalSearchOf,
  type SignalParams,
} from '../../features/leaderboard/signal-params';
import { SnapshotPanel } from '../../features/leaderboard/snapshot-panel';
import { snapshotScope } from '../../features/leaderboard/snapshot-storage';
import { useBoardAudience } from '../../features/leaderboard/use-board-audience';
import { useBoardSearch } from '../../features/leaderboard/use-board-search';
import { useMemberChecks } from '../../features/leaderboard/use-member-checks';
import { useReviewSignals } from '../../features/leaderboard/use-review-signals';
import { DroppedFiltersNotice } from '../../features/saved-views/dropped-filters';
import { ViewsMenu } from '../../features/saved-views/lazy-views-menu';
import { useGoneTagsDropped } from '../../features/saved-views/use-gone-tags-dropped';
import { useListState } from '../../hooks/use-list-state';
import { useSortedRows } from '../../hooks/use-sorted-list';
import { useUrlState } from '../../hooks/use-url-state';
import { downloadCsv } from '../../lib/csv/to-csv';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { urlSchema } from '../../lib/url-state';
import { BoardComparison } from './board-comparison';
import { useBulkAwardedWallets } from './own-bulk-awards';

const entryKey = (entry: RankedEntry) => entry.key;
// A board's view keeps its order, search, comparison, audience and review signals.
const viewSchemas = [leaderboardSearch, signalSearch, audienceSearch];

/** The signals' params and the page: a change of signals goes back to page 1 in the same write. */
const signalsAndPage = urlSchema({ ...signalSearch.shape, page: leaderboardSearch.shape.page });

/**
 * The badge's leaderboard, the page admins review: the whole board in the order chosen in the URL
 * (metric and direction), ranks with ties, the top entries and the distribution as charts, CSV
 * export, snapshots to compare a later board with, and the history of ranks across them.
 */
export function BadgeLeaderboard() {
  const { communityId, badge, attributionCount } = useBadgeHub();
  const [params] = useUrlState(leaderboardSearch);
  const board = useQuery(boardQuery(communityId, badge.id, params));
  // An audience filter on a tag deleted since the view was saved is dropped, and the page says so.
  const { audience } = useAudienceParam();
  const tags = useQuery(allTagsQuery(communityId));
  useGoneTagsDropped(audienceTagIds(audience), tags, withoutGoneTagRules);
  // Each page of a read reaches the query as a store update, which React renders at once, in the
  // task that delivered it. Deferred, the page is drawn in a transition instead, which React cuts
  // into short tasks between components; the urgent render stops here. The hub's badge comes as
  // props: the hub's context changes with its counts, which the view does not show (only whether
  // the badge has none, a boolean that keeps the memoised view from rendering again).
  return (
    <>
      <DroppedFiltersNotice />
      <BoardView
        board={useDeferredValue(board)}
        communityId={communityId}
        badge={badge}
        knownEmpty={attributionCount === 0}
      />
    </>
  );
}

interface BoardViewProps {
  board: UseQueryResult<BoardRead>;
  communityId: string;
  badge: Badge;
  /** The hub's count says the badge has no attribution: no panel places to hold while it loads. */
  knownEmpty: boolean;
}

const BoardView = memo(function BoardView({ board, communityId, badge, knownEmpty }: BoardViewProps) {
  const list = useListState(leaderboardSearch);
  const { params } = list;
  const [, setOrderState] = useUrlState(leaderboardSearch);
  const [signalState, setSignalState] = useUrlState(signalsAndPage, { replace: true });
  // The audience filter in the URL ranks the board again among its members.
  const audienceFilter = useAudienceFilter(communityId);
  const audienceBoard = useBoardAudience(board.data?.entries, audienceFilter);
  // Ranked as its pages arrived (features/leaderboard/board-ranker.ts), or within the audience.
  const ranked = audienceBoard.entries;
  // Snapshots and comparisons keep to the whole board: one audience's would join its rank history.
  const wholeBoard = board.data?.entries;
  const complete = board.data?.complete === true && audienceBoard.ready;
  const fallback = ranked !== undefined && ranked.length > 0 && usesFallback(ranked);
  // What is figured over every entry (the charts, the note on missing values, when the claim window
  // opened) follows the board in a deferred render, which React cuts between components: the
  // render that shows a new page of the table stays short, and the passes over 50,000 entries
  // come after it instead of in the same task.
  const figured = useDeferredValue(useMemo(() => ({ entries: ranked, complete }), [ranked, complete]));
  // Until the first entries are drawn, the panels above the table hold their places, so the table
  // does not jump down when they arrive (a board read with no error yet, of a badge that may have
  // entries: an empty board shows neither, so its places would only flash).
  const awaiting = !knownEmpty && !board.error && (ranked === undefined || figured.entries === undefined);
  const missing = useMemo(() => {
    let count = 0;
    for (const e of figured.entries ?? []) if (e.value === null) count += 1;
    return count;
  }, [figured.entries]);
  const label = metricLabel(params.metric);
  const review = useMemo(() => signalParams(signalState), [signalState]);
  const connection = getConnection()?.baseUrl ?? '';
  // This browser's own bulk awards are left out of the burst signal: the signals wait for the job records.
  const ownAwards = useBulkAwardedWallets(connection, communityId, badge.id);
  const signals = useReviewSignals(
    review.on && complete && ownAwards ? ranked : undefined,
    review.thresholds,
    ownAwards,
  );
  const checks = useMemberChecks(communityId);
  const windowOpened = useMemo(
    () =>
      claimWindowOpened(
        badge.createdAt,
        (figured.entries ?? []).map((e) => e.earnedAt),
      ),
    [badge.createdAt, figured.entries],
  );
  // The members' reasons (top entries, on request) joined to the board's.
  const signalData = useMemo(
    () =>
      signals.data && withMemberReasons(signals.data, memberReasonsOf(checks.state.checked, windowOpened)),
    [signals.data, checks.state.checked, windowOpened],
  );
  const reasons = review.on ? signalData?.reasons : undefined;
  // Kept across the renders of a read (one per page that arrives), so the table's rows stay drawn.
  const columns = useMemo(
    () => leaderboardColumns(communityId, metricColumnLabel(params.metric), reasons),
    [communityId, params.metric, reasons],
  );
  // "Flagged only" keeps the entries with a reason, their ranks still those of the whole board.
  const shown = useMemo(
    () => (ranked && reasons && review.flaggedOnly ? ranked.filter((e) => reasons.has(e.key)) : ranked),
    [ranked, reasons, review.flaggedOnly],
  );
  // The search keeps the entries of a wallet, name or member, ranked as on the whole board too.
  const found = useBoardSearch(communityId, shown, params.q);
  // A column's sort orders what the search kept, each entry with its rank on the board.
  const { setFilter } = list;
  const setSort = useCallback(
    (sort: SortState<BoardSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const sorted = useSortedRows({ rows: found.entries, sort: params.sort, setSort, specs: boardSorts });
  const kept = sorted.rows;
  const start = (params.page - 1) * params.perPage;
  // The same object while the page is unchanged: the table defers a new one (a page change).
  const page = useMemo(
    () => kept && { results: kept.slice(start, start + params.perPage), total: kept.length },
    [kept, start, params.perPage],
  );
  const scope = snapshotScope(connection, communityId, badge.id);
  const title = badgeTitle(badge);
  const fileName = (...parts: string[]) => boardFileName(title, [params.metric, params.direction, ...parts]);
  // Focus moves to a comparison the admin opens, not to one the URL opened on load.
  const [comparedByHand, setComparedByHand] = useState(false);

  const setSignals = (next: SignalParams) => setSignalState({ ...signalSearchOf(next), page: 1 });

  // A new order starts at page 1, uncompared unless a comparison is asked for.
  const setOrder = (order: BoardOrder, compare?: string) =>
    setOrderState({ page: 1, metric: order.metric, direction: order.direction, compare });

  return (
    // data-board: whether the whole board is in (the benchmark waits for it).
    <section
      aria-labelledby="leaderboard-heading"
      data-board={complete ? 'complete' : 'reading'}
      className="flex flex-col gap-4"
    >
      <h2 id="leaderboard-heading" className="sr-only">
        Leaderboard
      </h2>
      <BoardToolbar
        metric={params.metric}
        direction={params.direction}
        fallback={fallback}
        onOrderChange={(order) => setOrder(order)}
        read={board.data?.entries.length}
        complete={complete}
        refreshing={complete && board.isFetching}
        readAt={board.dataUpdatedAt}
        onRefresh={() => void board.refetch()}
        error={board.error}
        onExport={() => ranked && downloadCsv(fileName(), boardCsv(ranked, params.metric))}
        views={<ViewsMenu page="Leaderboard" schemas={viewSchemas} />}
      />
      {audienceBoard.control}
      <ListSearch
        label="Find an entry"
        placeholder="Wallet, ENS name or member ID, or part of one"
        value={params.q}
        onSearch={(text) => list.setFilter('q', text)}
        className="max-w-2xl"
      />
      <BoardSearchNote found={found} boardSize={shown?.length} />
      {ranked && ranked.length > 0 && (
        <BoardNotes
          metric={params.metric}
          fallback={fallback}
          missing={fallback ? 0 : missing}
          truncated={board.data?.truncated === true}
          repeats={board.data?.repeats ?? 0}
          incomplete={board.data?.incomplete}
        />
      )}
      {figured.entries
        ? !fallback && <BoardCharts entries={figured.entries} label={label} complete={figured.complete} />
        : awaiting && <BoardChartsPlaceholder />}
      {/* The toolbar and the charts' place first; the panels and the table in the frames after,
          each below what is drawn (AfterPaint): the board's first draw in one frame was a task of
          about 20 ms of CPU. */}
      <AfterPaint>
        {(awaiting || (ranked && ranked.length > 0)) && (
          <ReviewSignalsPanel
            params={review}
            onChange={setSignals}
            signals={{ ...signals, data: signalData }}
            complete={complete}
            onExport={() =>
              ranked &&
              reasons &&
              downloadCsv(fileName('flagged'), flaggedCsv(ranked, reasons, params.metric))
            }
            memberChecks={{
              state: checks.state,
              boardSize: ranked?.length ?? 0,
              windowOpened,
              onStart: () => ranked && checks.start(ranked),
              onCancel: checks.cancel,
            }}
          />
        )}
        <DataTable
          label="Leaderboard"
          columns={columns}
          query={{
            data: page,
            error: board.error,
            isPending: board.isPending,
            // Dimmed while a column's order is made (in a worker, for a long board).
            isPlaceholderData: sorted.isSorting,
            refetch: board.refetch,
          }}
          sorting={sorted.sorting}
          getRowId={entryKey}
          paging={list}
          hasFilters={params.q !== undefined}
          onClearFilters={() => list.setFilter('q', undefined)}
          empty={
            <EmptyState
              icon={Trophy}
              title="No one on this board yet"
              description={
                badge.status === 'live'
                  ? 'Entries appear here as the badge is awarded, ranked by a metric in their metadata.'
                  : 'Only a live badge can be awarded: publish it first, then its awards rank here.'
              }
            />
          }
        />
        <AfterPaint>
          {ranked && complete && ranked.length > 0 && (
            <SharePanel
              entries={ranked}
              title={title}
              order={orderLabel(params.metric, params.direction, fallback)}
              metric={metricColumnLabel(params.metric)}
              readAt={board.dataUpdatedAt}
              artUrl={badge.image}
              fileBase={fileName().replace(/\.csv$/, '')}
            />
          )}
          <SnapshotPanel
            scope={scope}
            board={
              complete && wholeBoard
                ? {
                    metric: params.metric,
                    direction: params.direction,
                    fallback,
                    truncated: board.data?.truncated === true,
                    entries: wholeBoard,
                  }
                : undefined
            }
            comparingId={params.compare}
            onCompare={(s) => {
              setComparedByHand(true);
              setOrder({ metric: s.metric, direction: s.direction }, s.id);
            }}
          />
          <RankHistoryPanel scope={scope} metric={params.metric} direction={params.direction} />
          {params.compare && wholeBoard && complete && (
            <BoardComparison
              communityId={communityId}
              scope={scope}
              snapshotId={params.compare}
              board={wholeBoard}
              metric={params.metric}
              fileName={fileName('comparison')}
              onClose={() => setOrder(params)}
              focusOnOpen={comparedByHand}
            />
          )}
        </AfterPaint>
      </AfterPaint>
    </section>
  );
});
