import { z } from 'zod';

/** A zod string checked by a function that returns the message to show, or undefined when valid. */
export const checkedString = (message: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const error = message(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** A URL the service may store for art, code or models: `https://` or `ipfs://`. */
export function httpsOrIpfsUrlError(value: string, what: string): string | undefined {
  const v = value.trim();
  if (!v) return `Enter the ${what}.`;
  if (/^ipfs:\/\/[a-z0-9]/i.test(v)) return undefined;
  try {
    return new URL(v).protocol === 'https:' ? undefined : `The ${what} must start with https:// or ipfs://.`;
  } catch {
    return `Enter a full URL starting with https:// or ipfs://.`;
  }
}
