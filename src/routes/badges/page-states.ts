import { firstIdAt, type RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    {
      name: 'badges',
      path: '/communities/:community/badges',
      operationId: 'listCommunityBadges',
      list: 'rows',
    },
    {
      name: "community's badge art",
      path: '/communities/:community/badges/art',
      operationId: 'listCommunityBadges',
    },
    {
      name: 'batch art',
      path: '/communities/:community/badges/art/batch',
      operationId: 'listCommunityBadges',
    },
    { name: 'badge', path: '/communities/:community/badges/:badge', operationId: 'getBadge' },
  ],
  findIds: async (get, community) => {
    const badge = await firstIdAt(get, `/community/${community}/badge?perPage=1`);
    return badge ? { badge } : undefined;
  },
};
