import { SANDBOX_CDN_ORIGIN } from '../config/sandbox';

/**
 * `sandbox:serve` has no host of its own for the image CDN: it serves it at `${origin}/_cdn`. The
 * store keeps the CDN's https origin, as the seed and the in-browser sandbox do (the service takes
 * only https and ipfs image URLs), and the server maps between the two at its edge: the client
 * sees, sends back and loads `${origin}/_cdn/…`.
 */
export interface CdnAlias {
  /** The CDN URL the handlers answer for a request to `${origin}/_cdn/…`; undefined for other paths. */
  handlerUrl(url: URL): URL | undefined;
  /** JSON from the client: the server's CDN URLs become the stored https ones. */
  inbound(text: string): string;
  /** JSON to the client: the stored https CDN URLs become the server's. */
  outbound(text: string): string;
}

export function cdnAlias(origin: string, cdnPath = '/_cdn', canonical = SANDBOX_CDN_ORIGIN): CdnAlias {
  const local = `${origin}${cdnPath}`;
  return {
    handlerUrl(url) {
      if (!url.pathname.startsWith(`${cdnPath}/`)) return undefined;
      return new URL(`${canonical}${url.pathname.slice(cdnPath.length)}${url.search}`);
    },
    inbound: (text) => text.replaceAll(`${local}/`, `${canonical}/`),
    outbound: (text) => text.replaceAll(`${canonical}/`, `${local}/`),
  };
}
