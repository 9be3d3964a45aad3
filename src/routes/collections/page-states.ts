import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  readsNothing: { '/communities/:community/collections': 'opened by id: the service lists no collections' },
};
