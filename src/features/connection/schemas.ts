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

const DEFAULT_RETURN = '/communities';

/**
 * Where to go after connecting: a path of this app, or the communities list. The value comes from
 * the address bar, so it is parsed the way the browser will read it (backslashes become slashes,
 * tabs and newlines vanish, dot segments collapse) and kept only if it stays on this origin. The
 * normalised path is returned, never the raw text, and a path that starts with `//` is refused:
 * navigating to it would leave the site.
 */
export function safeReturnTo(value: string | null, origin: string = globalThis.location.origin): string {
  if (!value?.startsWith('/')) return DEFAULT_RETURN;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_RETURN;
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_RETURN;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/connect')) return DEFAULT_RETURN;
  return path;
}
