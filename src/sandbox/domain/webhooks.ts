import { DAY, iso, REFERENCE_MS } from '../seed/gen';
import { badRequest, notFound } from './errors';
import { hash128, hex8, randomString } from './random';
import type { Store } from './store';
import { declareTable, type SeedTools } from './store-table';
import type { IsoDate } from './types';
import { asBody, readStringList, readString } from './validate';

/*
 * The webhooks resource, whole: its record (stored as the API shows it), its table in the store,
 * its seed and its operations. The operation table (http/api-routes.ts) lists `webhookTable`.
 */

export interface Webhook {
  id: string;
  events: string[];
  callbackUrl: string;
  signingKey: string;
  createdAt: IsoDate;
}

declare module './stored' {
  interface StoreData {
    /** The API key's webhooks (every key of the sandbox shares them). */
    webhooks?: Webhook[];
  }
}

/** Two receivers of the demo communities; the signing keys derive from the seed. */
function seedWebhooks({ gen }: SeedTools): Webhook[] {
  const key = (n: number): string => `whsec_${hash128(`${gen.seed}:webhook:${n}`).map(hex8).join('')}`;
  return [
    {
      id: gen.id('webhook', 1),
      events: ['account.created'],
      callbackUrl: 'https://hooks.nounsbuilders.example/badge-console',
      signingKey: key(1),
      createdAt: iso(REFERENCE_MS - 120 * DAY),
    },
    {
      id: gen.id('webhook', 2),
      events: ['account.created'],
      callbackUrl: 'https://automation.zoracreators.example/webhooks/op',
      signingKey: key(2),
      createdAt: iso(REFERENCE_MS - 14 * DAY),
    },
  ];
}

export const webhookTable = declareTable({ name: 'webhooks', empty: () => [], seed: seedWebhooks });

/** A copy, so callers cannot change the store through an answer. */
function toPublicWebhook(w: Webhook): Webhook {
  return { ...w, events: [...w.events] };
}

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
  const webhook = webhookTable.rows(store).find((w) => w.id === webhookId);
  if (!webhook) throw notFound(`Webhook ${webhookId}`);
  return webhook;
}

/** All webhooks of the API key, with their signing keys (the service returns them on list too). */
export function listWebhooks(store: Store): Webhook[] {
  return webhookTable.rows(store).map(toPublicWebhook);
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
  webhookTable.rows(store).push(webhook);
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
