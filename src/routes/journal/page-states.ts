import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  readsNothing: { '/journal': 'the journal is kept in this browser' },
};
