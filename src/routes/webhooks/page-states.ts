import { firstIdAt, type RoutePageStates } from '../page-state';

export const PAGE_STATES: RoutePageStates = {
  reads: [
    { name: 'webhooks', path: '/webhooks', operationId: 'listWebhooks', list: 'rows' },
    // The service has no read of one webhook: the page finds it in the list.
    { name: 'webhook', path: '/webhooks/:webhook', operationId: 'listWebhooks' },
  ],
  // Webhooks belong to the account, not to a community.
  findIds: async (get) => {
    const webhook = await firstIdAt(get, '/webhooks');
    return webhook ? { webhook } : undefined;
  },
};
