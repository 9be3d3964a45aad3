import type { HttpHandler } from 'msw';
import { DEFAULT_UPLOAD_LIFETIME_SECONDS } from '../domain/files';
import { apiRoutes, createFileRoute } from './api-routes';
import { createCdnHandlers } from './cdn-handlers';
import { createControlHandlers } from './control-handlers';
import { toHandler } from './route';
import type { SandboxRuntime } from './runtime';
import { createUploadHandlers } from './upload-handlers';

export interface SandboxUrls {
  /** Base of the emulated API, including `/v1`. */
  apiBase: string;
  /** Base of the sandbox's own switches (`/_control`). */
  controlBase: string;
  /** Origin of the emulated image CDN (default: `/_cdn` beside the API). */
  cdnOrigin?: string;
  /** Origin of the emulated upload host (default: `/_uploads` beside the API). */
  uploadOrigin?: string;
}

/** Every handler of the sandbox; the browser worker and msw/node use these. */
export function createSandboxHandlers(urls: SandboxUrls, runtime: SandboxRuntime): HttpHandler[] {
  const { control, service } = createSandboxHandlerSets(urls, runtime);
  return [...control, ...service];
}

/**
 * The sandbox's own switches apart from the service's handlers (API, upload host, CDN): the HTTP
 * server hands the switches only the requests its control gate let through.
 */
export function createSandboxHandlerSets(
  urls: SandboxUrls,
  runtime: SandboxRuntime,
): { control: HttpHandler[]; service: HttpHandler[] } {
  // The HTTP server gives no other hosts: it then takes uploads and serves them on its own origin.
  const apiOrigin = new URL(urls.apiBase).origin;
  const uploadOrigin = urls.uploadOrigin ?? `${apiOrigin}/_uploads`;
  const cdnOrigin = urls.cdnOrigin ?? `${apiOrigin}/_cdn`;
  const routes = [
    createFileRoute(() => ({
      uploadOrigin,
      cdnOrigin,
      secret: runtime.uploadSecret,
      expiresInSeconds: runtime.faults.expireUploadCredentials ? 0 : DEFAULT_UPLOAD_LIFETIME_SECONDS,
    })),
    ...apiRoutes,
  ];
  // MSW tries the handlers in order, and each one it tries costs a URL match and a reading of the
  // cookies on the page's thread. The upload host and the CDN (their own origins or paths, which no
  // API route shares) come first, so each image does not wait behind every API route.
  return {
    control: createControlHandlers(
      urls.controlBase,
      runtime,
      routes.map((r) => r.operationId),
    ),
    service: [
      ...createUploadHandlers(uploadOrigin, runtime),
      ...createCdnHandlers(cdnOrigin, runtime),
      ...routes.map((route) => toHandler(route, urls.apiBase, runtime)),
    ],
  };
}
