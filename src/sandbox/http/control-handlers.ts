import { http, HttpResponse, type HttpHandler } from 'msw';
import { requireJsonContentType } from './json-body';
import { failure } from './respond';
import { FORCED_ANSWERS, NO_FAULTS, type Faults, type SandboxRuntime } from './runtime';

/** The JSON body, undefined when empty or not JSON; throws 415 for a body of another type. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  requireJsonContentType(request);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isFaults(value: unknown): value is Faults {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Partial<Faults>;
  return (
    (f.latencyMs === undefined ||
      (typeof f.latencyMs === 'number' && f.latencyMs >= 0 && f.latencyMs <= 30_000)) &&
    (f.errorRate === undefined ||
      (typeof f.errorRate === 'number' && f.errorRate >= 0 && f.errorRate <= 1)) &&
    (f.expireUploadCredentials === undefined || typeof f.expireUploadCredentials === 'boolean') &&
    (f.forced === undefined ||
      (Array.isArray(f.forced) &&
        f.forced.every((x: unknown) => {
          const item = x as { operationId?: unknown; status?: unknown; answer?: unknown };
          return (
            typeof item.operationId === 'string' &&
            typeof item.status === 'number' &&
            (item.answer === undefined || (FORCED_ANSWERS as readonly unknown[]).includes(item.answer))
          );
        })))
  );
}

/**
 * The sandbox's own switches (not part of the service's API): state counts, faults and reset.
 * The settings page and the tests use them over HTTP, so neither imports sandbox code.
 */
export function createControlHandlers(
  controlBase: string,
  runtime: SandboxRuntime,
  operations: string[],
): HttpHandler[] {
  const state = () => {
    const d = runtime.store.data;
    return {
      faults: { ...runtime.faults, expireUploadCredentials: runtime.faults.expireUploadCredentials ?? false },
      operations,
      preset: runtime.preset,
      counts: {
        communities: d.communities.length,
        members: d.members.length,
        badges: d.badges.length,
        attributions: d.attributions.length,
        tags: d.tags.length,
        tokens: d.tokens.length,
      },
    };
  };
  return [
    http.get(`${controlBase}/state`, () => HttpResponse.json(state())),
    http.put(`${controlBase}/faults`, async ({ request }) => {
      let body: unknown;
      try {
        body = await readJson(request);
      } catch (error) {
        return failure(error);
      }
      if (!isFaults(body)) {
        return HttpResponse.json(
          { statusCode: 400, message: 'Invalid fault settings', error: 'Bad Request' },
          { status: 400 },
        );
      }
      runtime.faults = { ...NO_FAULTS, ...body };
      runtime.faultsChanged?.();
      return HttpResponse.json(state());
    }),
    http.post(`${controlBase}/reset`, async ({ request }) => {
      let body: unknown;
      try {
        body = await readJson(request);
      } catch (error) {
        return failure(error);
      }
      const preset = typeof body === 'object' && body !== null && 'preset' in body ? body.preset : undefined;
      runtime.reset(preset === 'large' ? 'large' : 'demo');
      runtime.faults = { ...NO_FAULTS };
      runtime.faultsChanged?.();
      return HttpResponse.json(state());
    }),
  ];
}
