import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  readsNothing: { '/communities/:community/files': 'files are kept in this browser' },
};
