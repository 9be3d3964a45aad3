/**
 * The sandbox as a real HTTP server, for live mode, curl and other clients:
 *   npm run sandbox:serve -- --port 4010 [--host 127.0.0.1] [--key KEY] [--token TOKEN] [--preset demo|large]
 * Serves the API at http://HOST:PORT/v1 with the same handlers as the in-browser sandbox.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { createRuntime } from './create-runtime';
import { createSandboxHandlers } from './http/handlers';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string' },
    token: { type: 'string' },
    preset: { type: 'string', default: 'demo' },
  },
});

const port = Number(values.port);
const host = values.host;
const apiKey = values.key ?? process.env.SANDBOX_API_KEY ?? `sk_sandbox_${randomBytes(12).toString('hex')}`;
const bearerToken =
  values.token ?? process.env.SANDBOX_BEARER_TOKEN ?? `tok_sandbox_${randomBytes(12).toString('hex')}`;
const origin = `http://${host}:${port}`;

const runtime = createRuntime({ apiKey, bearerToken, preset: values.preset === 'large' ? 'large' : 'demo' });
const handlers = createSandboxHandlers(
  { apiBase: `${origin}/v1`, controlBase: `${origin}/_control` },
  runtime,
);

/** Browsers may call it from the dashboard's dev and preview servers (and any localhost port). */
function allowedOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(value) ? value : undefined;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const allowed = allowedOrigin(req.headers.origin);
  if (!allowed) return {};
  return {
    'Access-Control-Allow-Origin': allowed,
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-Api-Key, Authorization',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const cors = corsHeaders(req);
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  if (url.pathname === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end('{"ok":true}');
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const body = await readBody(req);
  const request = new Request(url, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    const message = `Cannot ${req.method ?? 'GET'} ${url.pathname}`;
    res.writeHead(404, { 'Content-Type': 'application/json', ...cors });
    res.end(JSON.stringify({ statusCode: 404, message, error: 'Not Found' }));
    return;
  }
  const out: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => (out[name] = value));
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end('{"statusCode":500,"message":"Internal server error","error":"Internal Server Error"}');
  });
}).listen(port, host, () => {
  // The key is printed on purpose: this is a local test server and its key protects nothing real.
  console.log(`Badge Console sandbox API at ${origin}/v1`);
  console.log(`  X-Api-Key:            ${apiKey}`);
  console.log(`  Bearer (avatars):     ${bearerToken}`);
  console.log(`  Controls:             ${origin}/_control/state`);
});
