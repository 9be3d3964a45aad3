import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { webhooksQuery } from '../../api/resources/webhooks';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useCreateWebhook } from '../../features/webhooks/api';
import { toWebhookWrite } from '../../features/webhooks/schemas';
import { WebhookForm } from '../../features/webhooks/webhook-form';
import { DeliveryFormatNote } from './delivery-format-note';

export function WebhookCreate() {
  const navigate = useNavigate();
  // The registered webhooks, for the duplicate warnings; the form does not wait for them.
  const list = useQuery(webhooksQuery());
  const create = useCreateWebhook();

  return (
    <>
      <PageHeader
        title="New webhook"
        description="The service answers with a signing key for this webhook; it is shown on the next page."
      />
      <DeliveryFormatNote />
      <WebhookForm
        mode="create"
        others={list.data ?? []}
        cancelHref={paths.webhooks()}
        onSubmit={async (values) => {
          const webhook = await create.mutateAsync({ body: toWebhookWrite(values) });
          toast.success('Webhook created', { description: 'Its signing key is on this page.' });
          void navigate(paths.webhook(webhook.id));
        }}
      />
    </>
  );
}
