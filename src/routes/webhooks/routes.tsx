import { Webhook } from 'lucide-react';
import type { Params } from 'react-router';
import { webhooksQuery } from '../../api/resources/webhooks';
import { paths } from '../../config/paths';
import { useWebhook } from '../../features/webhooks/api';
import type { RouteModule } from '../../lib/route-module';

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).host : undefined;
  } catch {
    return undefined;
  }
}

/** The webhook's callback host names it in the breadcrumbs (its full URL is on the page). */
function WebhookCrumb({ params }: { params: Params }) {
  const { data } = useWebhook(params.webhookId ?? '');
  return <>{hostOf(data?.callbackUrl) ?? 'Webhook'}</>;
}

/** Webhooks of the API key: list, register, a webhook's page (its key and the edit form). */
export const webhookModule: RouteModule = {
  nav: [{ group: 'account', label: 'Webhooks', icon: Webhook, to: () => paths.webhooks() }],
  routes: (prefetch) => [
    {
      path: 'webhooks',
      handle: { crumb: () => 'Webhooks' },
      // Every page here reads the one list (the service has no read of a single webhook).
      loader: () => prefetch(webhooksQuery()),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./webhook-list')).WebhookList }) },
        {
          path: 'new',
          handle: { crumb: () => 'New webhook' },
          lazy: async () => ({ Component: (await import('./webhook-create')).WebhookCreate }),
        },
        {
          path: ':webhookId',
          handle: { crumb: WebhookCrumb },
          lazy: async () => ({ Component: (await import('./webhook-edit')).WebhookEdit }),
        },
      ],
    },
  ],
};
