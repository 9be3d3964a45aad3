import { firstIdAt, type RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    { name: 'members', path: '/communities/:community/members', operationId: 'listMembers', list: 'rows' },
    { name: 'member', path: '/communities/:community/members/:member', operationId: 'getMember' },
  ],
  findIds: async (get, community) => {
    const member = await firstIdAt(get, `/community/${community}/member?perPage=1`);
    return member ? { member } : undefined;
  },
};
