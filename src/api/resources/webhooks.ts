import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../errors';
import { listWebhooksOptions, listWebhooksQueryKey } from '../generated/@tanstack/react-query.gen';
import type { Webhook } from '../generated/types.gen';
import { apiQuery, readFresh } from '../query';

/** The API key's webhooks: the service answers them all at once, as a plain array (no paging, no single read). */

export const webhookKeys = {
  list: () => listWebhooksQueryKey(),
};

export function webhooksQuery() {
  return apiQuery(listWebhooksOptions());
}

/** What a read of a webhook the list does not hold answers: a missing record (404), as a single read would. */
export function missingWebhook(): ApiError {
  return new ApiError({
    status: 404,
    message: 'There is no webhook with this ID.',
    operation: 'GET /webhooks',
  });
}

/** The webhook as stored now (the list read again, past the cache); rejects with a 404 when it is gone. */
export async function readFreshWebhook(queryClient: QueryClient, webhookId: string): Promise<Webhook> {
  const webhook = (await readFresh(queryClient, webhooksQuery())).find((w) => w.id === webhookId);
  if (!webhook) throw missingWebhook();
  return webhook;
}

export const webhookCache = {
  /** A saved webhook in the cached list (replacing or adding it); the list then reads again. */
  saved(queryClient: QueryClient, webhook: Webhook) {
    queryClient.setQueryData<Webhook[]>(webhookKeys.list(), (list) => {
      if (!list) return list;
      return list.some((w) => w.id === webhook.id)
        ? list.map((w) => (w.id === webhook.id ? { ...w, ...webhook } : w))
        : [...list, webhook];
    });
    void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
  },
};
