import { safeHttpUrl } from '../../lib/url';

export type CdnFormat = 'auto' | 'png';

/**
 * The image CDN address of a file at a size and format (§9): `record.url` with its query replaced
 * by `format=&size=`. Undefined when the record has no http(s) URL.
 */
export function cdnVariantUrl(
  url: string | null | undefined,
  { size, format = 'auto' }: { size: number; format?: CdnFormat },
): string | undefined {
  const safe = safeHttpUrl(url);
  if (!safe) return undefined;
  const variant = new URL(safe);
  variant.search = new URLSearchParams({ format, size: String(Math.round(size)) }).toString();
  return variant.href;
}
