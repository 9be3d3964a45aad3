import { queryOptions } from '@tanstack/react-query';
import { badgesQuery } from '../../api/resources/badges';
import { leaderboardKeys, readBoardPage } from '../../api/resources/leaderboard';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam } from '../../lib/sort/sort-param';
import { urlParam } from '../../lib/url-params';
import { parseUrlState } from '../../lib/url-state';
import { DIRECTIONS, METRICS, type Direction, type Metric } from './board';
import { BOARD_SORT_KEYS } from './board-sorts';
import { readBoard, type BoardRead } from './read-board';

export const LEADERBOARD_PER_PAGE = 25;
export const DEFAULT_METRIC: Metric = 'score';
export const DEFAULT_DIRECTION: Direction = 'DESC';

export interface BoardOrder {
  metric: Metric;
  direction: Direction;
}

export interface LeaderboardParams extends BoardOrder {
  page: number;
  perPage: number;
  /** The id of the snapshot the board is compared with. */
  compare?: string;
  /** A search of the entries: a wallet, ENS name or member id, or part of one. */
  q?: string;
}

/** The leaderboard's state in the URL: the page's hooks and the route loader read it. */
export const leaderboardSearch = listSearch(LEADERBOARD_PER_PAGE).extend({
  metric: urlParam.oneOf(METRICS, DEFAULT_METRIC),
  direction: urlParam.oneOf(DIRECTIONS, DEFAULT_DIRECTION),
  compare: urlParam.text(),
  q: urlParam.text(),
  sort: sortParam(BOARD_SORT_KEYS),
});

export function leaderboardParams(search: URLSearchParams): LeaderboardParams {
  return parseUrlState(leaderboardSearch, search);
}

/** How often the board read so far is shown while a first read runs (ms). */
const PARTIAL_EVERY_MS = 500;

/**
 * The whole board in one order (see read-board.ts for why all of it). While the first read runs,
 * the board so far is written to the cache (the first page at once, then at most every
 * PARTIAL_EVERY_MS, so a 20-page read re-renders the page a few times, not twenty), and the table
 * shows the top of the board before the rest arrives (the technique of TanStack Query's streamed
 * queries). A refresh keeps the board on screen and swaps it when the new one is complete.
 * Structural sharing is off: comparing a 50,000-entry board with the previous one after every
 * write would cost more than it saves.
 */
export function boardQuery(communityId: string, badgeId: string, order: BoardOrder) {
  const options = {
    path: { id: communityId, badgeId },
    query: { metric: order.metric, metricDirection: order.direction },
  };
  return queryOptions<BoardRead>({
    // Under the operation's generated key, so an award's cache writer refreshes every order of it.
    queryKey: leaderboardKeys.wholeBoard(options),
    structuralSharing: false,
    queryFn: ({ signal, client, queryKey }) => {
      const refreshing = client.getQueryData<BoardRead>(queryKey)?.complete === true;
      let shownAt = -Infinity;
      return readBoard((request) => readBoardPage(options, request), options.query.metric, {
        signal,
        onPage: (partial) => {
          if (refreshing || performance.now() - shownAt < PARTIAL_EVERY_MS) return;
          shownAt = performance.now();
          client.setQueryData(queryKey, partial);
        },
      });
    },
  });
}

/** How many live badges the community overview considers for its top boards. */
export const TOP_BOARD_CANDIDATES = 12;

/** The community's live badges (the first TOP_BOARD_CANDIDATES): the ones with a board worth a look. */
export function liveBadgesQuery(communityId: string) {
  return badgesQuery(communityId, { page: 1, perPage: TOP_BOARD_CANDIDATES, status: 'live' });
}
