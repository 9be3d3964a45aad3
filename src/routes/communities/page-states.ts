import type { RoutePageStates } from '../page-state';

/** The communities list and a community's overview; `:community` is the community the tables try. */
export const PAGE_STATES: RoutePageStates = {
  reads: [
    { name: 'communities', path: '/communities', operationId: 'listCommunities', list: 'rows' },
    { name: 'community overview', path: '/communities/:community', operationId: 'getCommunity' },
  ],
};
