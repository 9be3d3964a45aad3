import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import {
  createWebhookMutation,
  listWebhooksOptions,
  listWebhooksQueryKey,
  updateWebhookMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { Webhook } from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';

/** Every webhook of the API key: the service answers them all at once, as a plain array (no paging). */
export function webhooksQuery() {
  return apiQuery(listWebhooksOptions());
}

/**
 * One webhook, for its page. The service has no read of a single webhook, so it is found in the
 * list; a list without it answers as a missing record would (404), for the route's error page.
 */
export function useWebhook(webhookId: string) {
  const query = useQuery(webhooksQuery());
  const webhook = query.data?.find((w) => w.id === webhookId);
  const error =
    query.data && !webhook
      ? new ApiError({
          status: 404,
          message: 'There is no webhook with this ID.',
          operation: 'GET /webhooks',
        })
      : query.error;
  return { data: webhook, error, refetch: query.refetch, list: query.data };
}

/** Puts a saved webhook in the cached list (replacing or adding it), then refreshes the list. */
function writeWebhook(queryClient: QueryClient, webhook: Webhook) {
  const key = listWebhooksQueryKey();
  queryClient.setQueryData<Webhook[]>(key, (list) => {
    if (!list) return list;
    return list.some((w) => w.id === webhook.id)
      ? list.map((w) => (w.id === webhook.id ? { ...w, ...webhook } : w))
      : [...list, webhook];
  });
  void queryClient.invalidateQueries({ queryKey: key });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createWebhookMutation()),
    onSuccess: (webhook) => writeWebhook(queryClient, webhook),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateWebhookMutation()),
    onSuccess: (webhook) => writeWebhook(queryClient, webhook),
  });
}
