import type { HttpHandler } from 'msw';
import { apiRoutes } from './api-routes';
import { createCdnHandlers } from './cdn-handlers';
import { createControlHandlers } from './control-handlers';
import { toHandler } from './route';
import type { SandboxRuntime } from './runtime';

export interface SandboxUrls {
  /** Base of the emulated API, including `/v1`. */
  apiBase: string;
  /** Base of the sandbox's own switches (`/_control`). */
  controlBase: string;
  /** Origin of the emulated image CDN. */
  cdnOrigin?: string;
}

/** Every handler of the sandbox; the browser worker, msw/node and the HTTP server all use these. */
export function createSandboxHandlers(urls: SandboxUrls, runtime: SandboxRuntime): HttpHandler[] {
  return [
    ...createControlHandlers(
      urls.controlBase,
      runtime,
      apiRoutes.map((r) => r.operationId),
    ),
    ...apiRoutes.map((route) => toHandler(route, urls.apiBase, runtime)),
    ...(urls.cdnOrigin ? createCdnHandlers(urls.cdnOrigin) : []),
  ];
}
