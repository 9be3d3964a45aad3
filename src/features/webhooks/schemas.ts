import { z } from 'zod';
import type { Webhook, WebhookWrite } from '../../api/generated/types.gen';

/**
 * The event names the service is known to send. It documents no full list, so other names can be
 * typed in; they must look like the known ones.
 */
export const KNOWN_EVENTS: readonly { name: string; description: string }[] = [
  { name: 'account.created', description: 'An account was created.' },
];

/** `resource.action`: lowercase words (letters, digits, underscores) joined by dots. */
const EVENT_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export function eventNameError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter an event name.';
  if (v.length > 100) return 'Keep event names under 100 characters.';
  if (!EVENT_NAME.test(v)) return 'Event names are lowercase words joined by dots, like account.created.';
  return undefined;
}

/** Hosts a plain http:// callback may point to: this machine, for testing a receiver locally. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export function callbackUrlError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter the URL that receives the deliveries.';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'Enter a full URL, e.g. https://hooks.example.org/badges.';
  }
  if (url.protocol === 'https:' && url.hostname) return undefined;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return undefined;
  return 'The callback URL must start with https:// (http:// only for localhost or 127.0.0.1, for testing).';
}

const check = (message: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const error = message(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const webhookFormSchema = z
  .object({
    events: z.array(z.string()),
    /** A name typed in the free-entry field and not yet added: saving adds it. */
    otherEvent: check((v) => (v.trim() === '' ? undefined : eventNameError(v))),
    callbackUrl: check(callbackUrlError),
  })
  .superRefine((values, ctx) => {
    if (values.events.length === 0 && values.otherEvent.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['events'], message: 'Choose at least one event.' });
  });

export type WebhookFormValues = z.infer<typeof webhookFormSchema>;

export function webhookFormDefaults(webhook?: Webhook): WebhookFormValues {
  return {
    events: webhook ? [...(webhook.events ?? [])] : [KNOWN_EVENTS[0]?.name ?? 'account.created'],
    otherEvent: '',
    callbackUrl: webhook?.callbackUrl ?? '',
  };
}

/** The events to send: the chosen ones plus a typed one not yet added, each once. */
export function chosenEvents(values: Pick<WebhookFormValues, 'events' | 'otherEvent'>): string[] {
  const typed = values.otherEvent.trim();
  return [...new Set([...values.events.map((e) => e.trim()), ...(typed ? [typed] : [])])].filter(Boolean);
}

/** The request body, the same for create and update. */
export function toWebhookWrite(values: WebhookFormValues): WebhookWrite {
  return { events: chosenEvents(values), callbackUrl: values.callbackUrl.trim() };
}
