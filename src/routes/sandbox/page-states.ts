import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  readsNothing: { '/sandbox': 'the sandbox settings, kept in this browser' },
};
