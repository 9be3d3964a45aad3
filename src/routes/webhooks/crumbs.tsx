import type { Params } from 'react-router';
import { useWebhook } from '../../features/webhooks/api';

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The webhook's callback host names it in the breadcrumbs (its full URL is on the page); loaded
 * with the webhook's page.
 */
export function WebhookCrumb({ params }: { params: Params }) {
  const { data } = useWebhook(params.webhookId ?? '');
  return <>{hostOf(data?.callbackUrl) ?? 'Webhook'}</>;
}
