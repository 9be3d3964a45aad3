import type { RoutePageStates } from '../page-state';

/** The doctor opens on its form, whose badge choice is the community's badge list. */
export const PAGE_STATES: RoutePageStates = {
  reads: [
    {
      name: 'eligibility doctor',
      path: '/communities/:community/eligibility',
      operationId: 'listCommunityBadges',
    },
  ],
};
