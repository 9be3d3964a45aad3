import type { RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  // The gallery uses its own token, so it explains a refused one in place.
  reads: [
    { name: 'avatars', path: '/account/avatars', operationId: 'listAccountAvatars', explains401: true },
  ],
};
