import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { SANDBOX_CDN_ORIGIN } from '../config/sandbox';
import { cdnAlias, type CdnAlias } from './cdn-alias';
import { CONTROL_PATH, controlBodyError, controlRequestError, controlRoute } from './control-guard';
import { createRuntime } from './create-runtime';
import { createSandboxHandlerSets } from './http/handlers';
import type { SandboxRuntime } from './http/runtime';
import { RECEIVED_AT_PACE_HEADER } from './http/upload-handlers';
import type { SeedPreset } from './seed/create-seed';
import {
  bodyLimit,
  corsHeaders,
  hasDotSegment,
  isUploadPath,
  withCors,
  readBody,
  sendJson,
  tooLarge,
  undecodableSegment,
} from './server-guards';

export interface SandboxServerOptions {
  apiKey: string;
  bearerToken: string;
  preset?: SeedPreset;
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
}

export interface SandboxServer {
  /** `http://host:port`; the API is at `${origin}/v1`. */
  origin: string;
  runtime: SandboxRuntime;
  close(): Promise<void>;
}

interface Context {
  origin: string;
  apiKey: string;
  /** The switches, reached only through the control gate; the API, upload host and CDN. */
  handlers: { control: HttpHandler[]; service: HttpHandler[] };
  cdn: CdnAlias;
  runtime: SandboxRuntime;
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: Context) {
  const cors = corsHeaders(req);
  const url = new URL(req.url ?? '/', ctx.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  if (url.pathname === '/healthz') {
    sendJson(res, 200, { ok: true }, cors);
    return;
  }
  // Checked first of all: an oversized body is refused before a byte of it is read, and before auth.
  const limit = bodyLimit(url.pathname);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    tooLarge(res, limit, cors);
    return;
  }
  // Any spelling of `/_control` (case, encoding, extra or dot segments) is a switch, behind the gate.
  const control = controlRoute(req.url ?? '/');
  if (control !== undefined) {
    await handleControl(req, res, ctx, { route: control, search: url.search, limit, cors });
    return;
  }
  const badSegment = undecodableSegment(url.pathname);
  if (badSegment !== undefined) {
    const message = `Failed to decode param '${badSegment.slice(0, 200)}'`;
    sendJson(res, 400, { statusCode: 400, message, error: 'Bad Request' }, cors);
    return;
  }
  if (hasDotSegment(req.url ?? '/')) {
    const message = `Cannot ${req.method ?? 'GET'} ${(req.url ?? '/').split('?', 1)[0]?.slice(0, 200) ?? ''}`;
    sendJson(res, 404, { statusCode: 404, message, error: 'Not Found' }, cors);
    return;
  }
  // A slowed upload host takes the body at its pace here, where the browser can see it.
  const pace = isUploadPath(url.pathname) ? (ctx.runtime.faults.uploadBytesPerSecond ?? 0) : 0;
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, limit, pace);
  if (body === 'too-large') {
    tooLarge(res, limit, cors);
    return;
  }
  const request = toRequest(req, url, body, ctx.cdn, pace > 0);
  await answer(res, await getResponse(ctx.handlers.service, request), url.pathname, ctx, cors);
}

/**
 * A switch: refused without the key, a write refused unless declared and sent as JSON (so a page on
 * another origin cannot reach it without a preflight), then matched on its normal path alone.
 */
async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: Context,
  target: { route: string; search: string; limit: number; cors: Record<string, string> },
) {
  const { cors } = target;
  const refused = controlRequestError(req, ctx.apiKey);
  if (refused) {
    sendJson(res, refused.statusCode, refused, cors);
    return;
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, target.limit);
  if (body === 'too-large') {
    tooLarge(res, target.limit, cors);
    return;
  }
  const notJson = body && controlBodyError(body);
  if (notJson) {
    sendJson(res, notJson.statusCode, notJson, cors);
    return;
  }
  const url = new URL(target.route + target.search, ctx.origin);
  const request = toRequest(req, url, body, ctx.cdn, false);
  await answer(res, await getResponse(ctx.handlers.control, request), url.pathname, ctx, cors);
}

/** The handlers' answer, or 404 when none took the request. */
async function answer(
  res: ServerResponse,
  response: Response | undefined,
  pathname: string,
  ctx: Context,
  cors: Record<string, string>,
) {
  if (!response) {
    const message = `Cannot ${res.req.method ?? 'GET'} ${pathname}`;
    sendJson(res, 404, { statusCode: 404, message, error: 'Not Found' }, cors);
    return;
  }
  // The handlers' own CORS headers (the upload host and CDN allow `*`) give way to this server's.
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => (out[name] = value));
  if (isJson(response.headers.get('content-type'))) {
    delete out['content-length']; // the body changes length; Node counts it again
    res.writeHead(response.status, withCors(out, cors));
    res.end(ctx.cdn.outbound(await response.text()));
    return;
  }
  res.writeHead(response.status, withCors(out, cors));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function isJson(contentType: string | null | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

/** The request as the handlers see it: CDN paths and CDN URLs in JSON bodies mapped to the stored CDN. */
function toRequest(
  req: IncomingMessage,
  url: URL,
  body: Buffer | undefined,
  cdn: CdnAlias,
  paced: boolean,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  // Only this server says the body was already taken at the slowed pace (the host then waits no more).
  headers.delete(RECEIVED_AT_PACE_HEADER);
  if (paced) headers.set(RECEIVED_AT_PACE_HEADER, '1');
  headers.delete('content-length'); // the body is given whole, and may change length below
  let bytes = body && body.length > 0 ? new Uint8Array(body) : undefined;
  if (body && bytes && isJson(req.headers['content-type'])) bytes = utf8(cdn.inbound(body.toString('utf8')));
  return new Request(cdn.handlerUrl(url) ?? url, { method: req.method, headers, body: bytes });
}

const encoder = new TextEncoder();
function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/**
 * The sandbox as a real HTTP server: the API at `${origin}/v1`, its switches at `/_control`, the
 * upload host at `/_uploads` and the image CDN at `/_cdn`, answered by the same handlers as the
 * in-browser sandbox.
 */
export function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const runtime = createRuntime({
    apiKey: options.apiKey,
    bearerToken: options.bearerToken,
    preset: options.preset ?? 'demo',
  });
  let origin = '';
  let handlers: Context['handlers'] = { control: [], service: [] };
  let cdn = cdnAlias('');
  const server = createServer((req, res) => {
    handle(req, res, { origin, apiKey: options.apiKey, handlers, cdn, runtime }).catch((error: unknown) => {
      console.error(error);
      const body = { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' };
      if (!res.headersSent) sendJson(res, 500, body, corsHeaders(req));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      // The origin is known only now when port 0 asked for a free one; no request is read before.
      const { port } = server.address() as AddressInfo;
      origin = `http://${host}:${port}`;
      cdn = cdnAlias(origin);
      handlers = createSandboxHandlerSets(
        // Images are stored under the CDN's https origin and mapped to `${origin}/_cdn` (cdn-alias.ts).
        { apiBase: `${origin}/v1`, controlBase: origin + CONTROL_PATH, cdnOrigin: SANDBOX_CDN_ORIGIN },
        runtime,
      );
      resolve({
        origin,
        runtime,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}
