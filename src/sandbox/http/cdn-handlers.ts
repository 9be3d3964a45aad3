import { http, HttpResponse, type HttpHandler } from 'msw';
import { seedArtSvg } from './seed-art';

/**
 * The image CDN emulation: `{cdn}/<key>?format=&size=`. Seed keys are drawn as SVG at the asked size.
 * It never sees credentials: the app sends none to this origin (asserted in the e2e tests).
 */
export function createCdnHandlers(cdnOrigin: string): HttpHandler[] {
  return [
    http.get(`${cdnOrigin}/*`, ({ request }) => {
      const url = new URL(request.url);
      const key = decodeURIComponent(url.pathname.slice(1));
      const size = Math.min(Math.max(Number(url.searchParams.get('size')) || 256, 16), 2048);
      return new HttpResponse(seedArtSvg(key, size), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    }),
  ];
}
