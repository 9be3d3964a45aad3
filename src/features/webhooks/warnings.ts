import type { Webhook } from '../../api/generated/types.gen';

/** Another webhook that the one being written would duplicate in part. */
export interface WebhookOverlap {
  webhook: Webhook;
  /** It delivers to the same callback URL. */
  sameUrl: boolean;
  /** The events both would receive (each delivery then goes out twice). */
  sharedEvents: string[];
}

/**
 * The same receiver written differently is still the same receiver: compared as the browser reads
 * the URL (host in lowercase, default port dropped), ignoring a trailing slash.
 */
export function sameCallbackUrl(a: string | undefined, b: string | undefined): boolean {
  const normal = (value: string | undefined) => {
    const v = value?.trim() ?? '';
    if (!v) return undefined;
    try {
      const url = new URL(v);
      url.hash = '';
      return url.href.replace(/\/+$/, '');
    } catch {
      return v;
    }
  };
  const left = normal(a);
  return left !== undefined && left === normal(b);
}

/**
 * The other webhooks that share the callback URL or some events with these values. Not errors:
 * the service accepts both, but the receiver then gets the same delivery more than once.
 */
export function webhookOverlaps(
  values: { callbackUrl: string; events: readonly string[] },
  others: readonly Webhook[],
  ownId?: string,
): WebhookOverlap[] {
  const events = new Set(values.events);
  return others
    .filter((w) => w.id !== ownId)
    .map((webhook) => ({
      webhook,
      sameUrl: sameCallbackUrl(values.callbackUrl, webhook.callbackUrl),
      sharedEvents: (webhook.events ?? []).filter((e) => events.has(e)),
    }))
    .filter((o) => o.sameUrl || o.sharedEvents.length > 0);
}
