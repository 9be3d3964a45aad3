import type { FolderRoutes } from '../../lib/route-module';

/** Webhooks of the API key: list, register, a webhook's page (its key and the edit form). */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'webhooks',
    handle: { crumb: () => 'Webhooks' },
    // Every page here reads the one list (the service has no read of a single webhook).
    loader: async () => prefetch((await import('../../api/resources/webhooks')).webhooksQuery()),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./webhook-list')).WebhookList }) },
      {
        path: 'new',
        handle: { crumb: () => 'New webhook' },
        lazy: async () => ({ Component: (await import('./webhook-create')).WebhookCreate }),
      },
      {
        path: ':webhookId',
        lazy: async () => {
          const [page, crumbs] = await Promise.all([import('./webhook-edit'), import('./crumbs')]);
          return { Component: page.WebhookEdit, handle: { crumb: crumbs.WebhookCrumb } };
        },
      },
    ],
  },
];
