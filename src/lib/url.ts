/**
 * The one place that decides which URLs from API data may reach the page: a link's `href` only
 * through safeHttpUrl, an image's `src` only through safeImageUrl (Avatar and the CDN helpers in
 * images.ts call it). Everything else (javascript:, data:, blob:, relative paths, junk) gives
 * undefined, and the caller shows plain text or a placeholder instead.
 */

/** Only http(s) URLs from the API become links: a `javascript:` or `data:` URL never does. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Public gateway for `ipfs://` images; the browser cannot load that scheme itself. */
export const IPFS_GATEWAY = 'https://ipfs.io/ipfs/';

/**
 * An image URL from the API that is safe to put in `src`: http(s) as it is, `ipfs://<cid>/<path>`
 * through the public gateway (always on the gateway's host), anything else undefined.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(value.trim());
  if (ipfs?.[1]) {
    try {
      const url = new URL(IPFS_GATEWAY + ipfs[1]);
      return url.origin === new URL(IPFS_GATEWAY).origin ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  return safeHttpUrl(value);
}
