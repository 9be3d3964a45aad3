import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { readFreshWebhook } from '../../api/resources/webhooks';
import { QueryState } from '../../components/feedback/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { SecretText } from '../../components/ui/secret-text';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useUpdateWebhook, useWebhook } from '../../features/webhooks/api';
import { toWebhookWrite } from '../../features/webhooks/schemas';
import { WebhookForm } from '../../features/webhooks/webhook-form';
import { DeliveryFormatNote } from './delivery-format-note';

/** A webhook's page: its signing key, and the form to change its events or URL. */
export function WebhookEdit() {
  const webhookId = useParams().webhookId ?? '';
  const query = useWebhook(webhookId);
  const update = useUpdateWebhook();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <QueryState query={query}>
      {(webhook) => (
        <>
          <PageHeader
            title="Webhook"
            description={<span className="font-mono break-all">{webhook.callbackUrl ?? webhook.id}</span>}
          />
          <Card className="mb-8 max-w-2xl">
            <CardHeader>
              <CardTitle>Signing key</CardTitle>
              <CardDescription>
                The service signs this webhook’s deliveries with it. Keep it secret; it stays the same when
                you change the events or the URL.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SecretText value={webhook.signingKey} label="signing key" className="flex-wrap" />
            </CardContent>
          </Card>
          <h2 className="mb-4 text-lg font-semibold">Events and URL</h2>
          <DeliveryFormatNote />
          <WebhookForm
            mode="edit"
            webhook={webhook}
            others={query.list ?? []}
            cancelHref={paths.webhooks()}
            reread={() => readFreshWebhook(queryClient, webhook.id)}
            onSubmit={async (values) => {
              await update.mutateAsync({ path: { id: webhook.id }, body: toWebhookWrite(values) });
              toast.success('Webhook saved');
              void navigate(paths.webhooks());
            }}
          />
        </>
      )}
    </QueryState>
  );
}
