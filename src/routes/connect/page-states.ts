import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  readsNothing: { '/connect': 'the connection screen: what it sends is the probe the person starts' },
};
