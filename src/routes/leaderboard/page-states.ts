import type { RoutePageStates } from '../page-state';

/** A badge with attributions has a board to show; `:attributionBadge` is found by the attributions' module. */
export const PAGE_STATES: RoutePageStates = {
  reads: [
    {
      name: "badge's leaderboard tab",
      path: '/communities/:community/badges/:attributionBadge/leaderboard',
      operationId: 'getBadgeLeaderboard',
      list: 'board',
    },
  ],
};
