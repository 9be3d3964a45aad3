import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  readsNothing: { '/jobs': 'jobs are kept in this browser' },
};
