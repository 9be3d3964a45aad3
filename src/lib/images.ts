import { runtimeConfig } from '../config/runtime';
import { SANDBOX_CDN_ORIGIN } from '../config/sandbox';
import { safeImageUrl } from './url';

/** Hosts of the image CDN (`{cdn}/<key>?format=&size=`): the configured one and known aliases. */
function cdnHosts(): Set<string> {
  const hosts = new Set(['img.other.page', 'img.op.xyz', new URL(SANDBOX_CDN_ORIGIN).host]);
  try {
    hosts.add(new URL(runtimeConfig.cdnBaseUrl).host);
  } catch {
    // a malformed config value adds nothing
  }
  return hosts;
}

export type CdnFormat = 'auto' | 'png' | 'jpeg' | 'webp';

export interface ImageVariant {
  /** Longest side in CSS pixels. */
  size: number;
  format?: CdnFormat;
}

function isCdn(url: URL): boolean {
  return cdnHosts().has(url.host);
}

/**
 * Plain http is taken from this machine only: a local server such as `npm run sandbox:serve` serves
 * its CDN so, and browsers treat loopback as a secure origin (no mixed-content block).
 */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The CDN address of an image at exactly this size and format (`{cdn}/<key>?format=&size=`),
 * e.g. to copy. Other https URLs are returned as they are and `ipfs://` through its gateway (both
 * checked by safeImageUrl); anything else, plain http included (but from this machine), gives undefined.
 */
export function cdnUrl(
  url: string | null | undefined,
  { size, format = 'auto' }: ImageVariant,
): string | undefined {
  const safe = safeImageUrl(url);
  if (!safe) return undefined;
  const parsed = new URL(safe);
  if (parsed.protocol !== 'https:' && !isLoopbackHttp(parsed)) return undefined;
  if (isCdn(parsed))
    parsed.search = new URLSearchParams({ format, size: String(Math.round(size)) }).toString();
  return parsed.href;
}

/**
 * The URL to display an image at a given size: CDN images are requested at twice the shown size, for
 * sharp images on dense screens (never the 600 px default for a 40 px thumbnail), `ipfs://` goes
 * through a public gateway, other https URLs are shown as they are. Anything else (javascript:,
 * data:, http: but from this machine) is not displayed.
 */
export function displayImageUrl(url: string | null | undefined, variant: ImageVariant): string | undefined {
  return cdnUrl(url, { ...variant, size: variant.size * 2 });
}

/** What an image field holds, as its messages name it: the field's label is "Image URL" or "Banner URL". */
export type ImageKind = 'image' | 'banner';

const ARTICLE: Record<ImageKind, string> = { image: 'an', banner: 'a' };

/**
 * Whether a URL may be stored as a badge, reward or mintable image (or a banner): https:// or
 * ipfs:// (or http on this machine). The message names the field it is shown under.
 */
export function imageUrlError(value: string, kind: ImageKind = 'image'): string | undefined {
  const v = value.trim();
  if (!v) return `Upload ${ARTICLE[kind]} ${kind} or enter its URL.`;
  if (/^ipfs:\/\/[a-z0-9]/i.test(v)) return undefined;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || isLoopbackHttp(url)
      ? undefined
      : `The ${kind} URL must start with https:// or ipfs://.`;
  } catch {
    return 'Enter a full URL starting with https:// or ipfs://.';
  }
}
