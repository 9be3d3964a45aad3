import { firstIdAt, type RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    { name: 'tags', path: '/communities/:community/tags', operationId: 'listTags', list: 'rows' },
    { name: 'tag', path: '/communities/:community/tags/:tag', operationId: 'listTagMembers' },
  ],
  findIds: async (get, community) => {
    const tag = await firstIdAt(get, `/community/${community}/tag?perPage=1`);
    return tag ? { tag } : undefined;
  },
};
