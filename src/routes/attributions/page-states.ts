import { badgeWith, type RoutePageStates } from '../page-state';

/** `:attributionBadge` is a badge with an attribution (the leaderboard tab uses it too). */
export const PAGE_STATES: RoutePageStates = {
  reads: [
    {
      name: "badge's attributions tab",
      path: '/communities/:community/badges/:attributionBadge/attributions',
      operationId: 'listBadgeAttributions',
      list: 'rows',
    },
    {
      name: 'attribution',
      path: '/communities/:community/badges/:attributionBadge/attributions/:attribution',
      operationId: 'getBadgeAttribution',
    },
  ],
  findIds: async (get, community) => {
    const found = await badgeWith(get, community, 'attribution');
    return found && { attributionBadge: found.badge, attribution: found.id };
  },
};
