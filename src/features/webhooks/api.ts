import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createWebhookMutation, updateWebhookMutation } from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';
import { missingWebhook, webhookCache, webhooksQuery } from '../../api/resources/webhooks';

/**
 * One webhook, for its page. The service has no read of a single webhook, so it is found in the
 * list; a list without it answers as a missing record would (404), for the route's error page.
 */
export function useWebhook(webhookId: string) {
  const query = useQuery(webhooksQuery());
  const webhook = query.data?.find((w) => w.id === webhookId);
  const error = query.data && !webhook ? missingWebhook() : query.error;
  return { data: webhook, error, refetch: query.refetch, list: query.data };
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createWebhookMutation()),
    onSuccess: (webhook) => webhookCache.saved(queryClient, webhook),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateWebhookMutation()),
    onSuccess: (webhook) => webhookCache.saved(queryClient, webhook),
  });
}
