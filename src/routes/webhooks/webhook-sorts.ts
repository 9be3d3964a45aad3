import type { Webhook } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';
import { sortParam } from '../../lib/sort/sort-param';
import { urlSchema } from '../../lib/url-state';
import { webhookLabel } from './webhook-columns';

/**
 * The webhook list's sortable columns, by their key in the URL (`sort=url`), each by what its cell
 * shows: addresses and event names as written. The signing key is masked on the page, so its order
 * would say nothing: it does not sort.
 */
export const webhookSorts = {
  url: { kind: 'id', value: webhookLabel },
  events: { kind: 'id', value: (w) => w.events?.join(' ') },
} as const satisfies SortSpecs<Webhook, string>;

type WebhookSortKey = keyof typeof webhookSorts;

/** The webhook list's state in the URL: its sort only (the service answers the whole list at once). */
export const webhookListSearch = urlSchema({
  sort: sortParam(Object.keys(webhookSorts) as WebhookSortKey[]),
});
