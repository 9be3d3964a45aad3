import { z } from 'zod';

/** A base URL: absolute http(s), or a same-origin path such as `/live-api/v1` (the dev proxy). */
function baseUrlError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter the API base URL, for example https://api.other.page/v1.';
  if (v.startsWith('/') && !v.startsWith('//')) return undefined;
  try {
    const url = new URL(v);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return 'The base URL must start with https:// (or http:// for a local server).';
    if (url.username || url.password) return 'Do not put credentials in the URL: use the API key field.';
    return undefined;
  } catch {
    return 'Enter a full URL such as https://api.other.page/v1, or a path such as /live-api/v1.';
  }
}

/** One flat shape for the form; the live fields are only checked when live is chosen. */
export const connectionSchema = z
  .object({
    mode: z.enum(['sandbox', 'live']),
    baseUrl: z.string(),
    apiKey: z.string(),
    bearerToken: z.string(),
    remember: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.mode !== 'live') return;
    const urlError = baseUrlError(values.baseUrl);
    if (urlError) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: urlError });
    if (!values.apiKey.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['apiKey'],
        message: 'Enter the API key of your community (X-Api-Key).',
      });
    }
  });

export type ConnectionValues = z.infer<typeof connectionSchema>;

/** Absolute base URL without a trailing slash; a path is resolved against this origin. */
export function normaliseBaseUrl(value: string, origin?: string): string {
  const v = value.trim().replace(/\/+$/, '');
  return v.startsWith('/') ? (origin ?? location.origin) + v : v;
}

/** Only same-app paths are followed after connecting (never another origin). */
export function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/connect')
    ? value
    : '/communities';
}
