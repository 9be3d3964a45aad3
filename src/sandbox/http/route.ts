import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { badRequest, unauthorized } from '../domain/errors';
import type { Store } from '../domain/store';
import { requireJsonContentType } from './json-body';
import { failure, statusError } from './respond';
import type { ForcedAnswer, SandboxRuntime } from './runtime';

export interface RouteContext {
  store: Store;
  params: Record<string, string>;
  /** Query values: a string, or an array for repeated keys. */
  query: Record<string, string | string[]>;
  body: unknown;
  request: Request;
}

export interface RouteDef {
  operationId: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path under the API base, MSW syntax: `/community/:id/member`. */
  path: string;
  /** `/account/*` takes a bearer token, the rest the API key (docs/api-behaviour.md, Authentication). */
  auth?: 'apiKey' | 'bearer';
  /** Success status; 204 sends no body. */
  status?: number;
  run: (ctx: RouteContext) => unknown;
}

function readQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 || key === 'collection' ? values : (values[0] ?? '');
  }
  return out;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  requireJsonContentType(request);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

function checkAuth(request: Request, runtime: SandboxRuntime, scheme: 'apiKey' | 'bearer'): void {
  if (scheme === 'bearer') {
    const header = request.headers.get('authorization') ?? '';
    if (header !== `Bearer ${runtime.bearerToken}`) throw unauthorized('Invalid or missing access token');
    return;
  }
  const key = request.headers.get('x-api-key');
  if (!key) throw unauthorized('Missing X-Api-Key header');
  if (key !== runtime.apiKey) throw unauthorized('Invalid API key');
}

/** Applies latency; then the fault to answer with: a forced answer for this operation, or the error rate. */
async function injectedFault(runtime: SandboxRuntime, operationId: string) {
  const { latencyMs, forced, errorRate } = runtime.faults;
  if (latencyMs > 0) await delay(latencyMs);
  const force = forced.find((f) => f.operationId === operationId);
  if (force) return force;
  if (errorRate > 0 && runtime.random() < errorRate) return { operationId, status: 500 };
  return undefined;
}

/** Answers that are broken on purpose: they skip the contract check, which would only say so. */
async function brokenAnswer(force: ForcedAnswer): Promise<Response | undefined> {
  switch (force.answer) {
    case 'html':
      return new HttpResponse('<!doctype html><title>Sign in</title><h1>Please sign in</h1>', {
        status: force.status,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case 'malformed-json':
      return new HttpResponse('{"results": [{"id": "', {
        status: force.status,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'network-error':
      return HttpResponse.error();
    case 'no-answer':
      await delay('infinite');
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Adapts one operation of the domain to HTTP: auth, faults, parsing, the service's error shape.
 * Every answer then goes through the runtime's contract check, when it has one.
 */
export function toHandler(def: RouteDef, apiBase: string, runtime: SandboxRuntime): HttpHandler {
  return http[def.method](apiBase + def.path, async ({ request, params }) => {
    const check = async (response: Response, injected = false) =>
      runtime.checkAnswer ? runtime.checkAnswer(def.operationId, response, injected) : response;
    const fault = await injectedFault(runtime, def.operationId);
    if (fault) return (await brokenAnswer(fault)) ?? check(failure(statusError(fault.status)), true);
    try {
      checkAuth(request, runtime, def.auth ?? 'apiKey');
      const body = def.method === 'get' || def.method === 'delete' ? undefined : await readBody(request);
      const result = await def.run({
        store: runtime.store,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), // MSW decodes them
        query: readQuery(new URL(request.url)),
        body,
        request,
      });
      // Answered once stored, as a service commits before it answers (see persist.ts). Every write
      // counts as a change; a read counts when it changed the store (a generated claim code).
      if (def.method !== 'get') runtime.store.markChanged();
      if (runtime.store.takeChanged()) await runtime.changed();
      const status = def.status ?? 200;
      return await check(
        status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(result as object, { status }),
      );
    } catch (error) {
      return check(failure(error));
    }
  });
}
