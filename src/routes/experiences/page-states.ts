import { firstIdAt, type RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    {
      name: 'experiences',
      path: '/communities/:community/experiences',
      operationId: 'listExperiences',
      list: 'rows',
    },
    {
      name: 'experience',
      path: '/communities/:community/experiences/:experience',
      operationId: 'getExperience',
    },
  ],
  findIds: async (get, community) => {
    const experience = await firstIdAt(get, `/community/${community}/experience?perPage=1`);
    return experience ? { experience } : undefined;
  },
};
