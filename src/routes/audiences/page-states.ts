import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    { name: 'audiences', path: '/communities/:community/audiences', operationId: 'listTags' },
  ],
};
