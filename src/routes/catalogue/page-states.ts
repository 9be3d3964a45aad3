import { firstIdAt, type RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    { name: 'partner catalogue', path: '/catalogue', operationId: 'listPartnerBadges', list: 'rows' },
    {
      name: 'partner catalogue badge',
      path: '/catalogue/:partnerBadge',
      operationId: 'listPublicBadgeAttributions',
    },
  ],
  // The catalogue lists the live badges of every community.
  findIds: async (get) => {
    const partnerBadge = await firstIdAt(get, '/badges?perPage=1');
    return partnerBadge ? { partnerBadge } : undefined;
  },
};
