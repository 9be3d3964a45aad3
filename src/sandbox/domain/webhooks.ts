import { badRequest, notFound } from './errors';
import { randomString } from './random';
import type { Store } from './store';
import type { Webhook } from './types';
import { asBody, readStringList, readString } from './validate';
import { toPublicWebhook } from './views';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function readEvents(value: unknown): string[] {
  return readStringList(value, 'events');
}

/** Plain http is accepted only on this machine, where a receiver is tested before it is deployed. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Deliveries carry secrets and personal data, so only https receivers are accepted (or a local test one). */
function readCallbackUrl(value: unknown): string {
  const text = readString(value, 'callbackUrl', 2048);
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const allowed =
    (url?.protocol === 'https:' && url.hostname !== '') ||
    (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!allowed) throw badRequest('callbackUrl must be a URL address using https', 'callbackUrl');
  return text;
}

function requireWebhook(store: Store, webhookId: string): Webhook {
  const webhook = store.data.webhooks.find((w) => w.id === webhookId);
  if (!webhook) throw notFound(`Webhook ${webhookId}`);
  return webhook;
}

/** All webhooks of the API key, with their signing keys (the service returns them on list too). */
export function listWebhooks(store: Store): Webhook[] {
  return store.data.webhooks.map(toPublicWebhook);
}

export function createWebhook(store: Store, args: { body: unknown }): Webhook {
  const body = asBody(args.body);
  const webhook: Webhook = {
    id: store.nextId(),
    events: readEvents(body.events),
    callbackUrl: readCallbackUrl(body.callbackUrl),
    signingKey: `whsec_${randomString(() => store.random(), KEY_ALPHABET, 32)}`,
    createdAt: store.now(),
  };
  store.data.webhooks.push(webhook);
  return toPublicWebhook(webhook);
}

/** Partial update of events and callbackUrl; the signing key stays the same. */
export function updateWebhook(store: Store, args: { webhookId: string; body: unknown }): Webhook {
  const webhook = requireWebhook(store, args.webhookId);
  const body = asBody(args.body);
  // The contract's update body is the create body, both fields required: a partial update would
  // work here and fail against a service that validates it as documented.
  const events = readEvents(body.events);
  const callbackUrl = readCallbackUrl(body.callbackUrl);
  webhook.events = events;
  webhook.callbackUrl = callbackUrl;
  return toPublicWebhook(webhook);
}
