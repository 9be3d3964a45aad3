import type { QueryClient } from '@tanstack/react-query';
import { listWebhooksOptions, listWebhooksQueryKey } from '../generated/@tanstack/react-query.gen';
import type { Webhook } from '../generated/types.gen';
import { apiQuery } from '../query';

/** The API key's webhooks: the service answers them all at once, as a plain array (no paging, no single read). */

export const webhookKeys = {
  list: () => listWebhooksQueryKey(),
};

export function webhooksQuery() {
  return apiQuery(listWebhooksOptions());
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
