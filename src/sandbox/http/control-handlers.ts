import { http, HttpResponse, type HttpHandler } from 'msw';
import { controlDirectory } from './control-directory';
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

/** A status a server can answer with: what `Response` and Node's `writeHead` take for an answer. */
function isAnswerStatus(status: unknown): boolean {
  return typeof status === 'number' && Number.isInteger(status) && status >= 200 && status <= 599;
}

/**
 * What is wrong with fault settings, in words, or undefined when they are sound. A forced status
 * outside 200-599 (a 1xx is no final answer; 99999 is none at all) would make every later answer
 * of the operation fail with a RangeError instead of the status asked for.
 */
function faultsError(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'Invalid fault settings';
  const f = value as Partial<Faults>;
  const sound =
    (f.latencyMs === undefined ||
      (typeof f.latencyMs === 'number' && f.latencyMs >= 0 && f.latencyMs <= 30_000)) &&
    (f.errorRate === undefined ||
      (typeof f.errorRate === 'number' && f.errorRate >= 0 && f.errorRate <= 1)) &&
    (f.expireUploadCredentials === undefined || typeof f.expireUploadCredentials === 'boolean') &&
    (f.uploadBytesPerSecond === undefined ||
      (typeof f.uploadBytesPerSecond === 'number' && f.uploadBytesPerSecond >= 0)) &&
    (f.forced === undefined || Array.isArray(f.forced));
  if (!sound) return 'Invalid fault settings';
  for (const [index, x] of (f.forced ?? []).entries()) {
    const item = x as { operationId?: unknown; status?: unknown; answer?: unknown };
    if (typeof item.operationId !== 'string') return `forced[${String(index)}].operationId must be a string`;
    // A network error or no answer sends no status: whatever it carries is not used.
    const sendsStatus = item.answer !== 'network-error' && item.answer !== 'no-answer';
    if (sendsStatus && !isAnswerStatus(item.status))
      return `forced[${String(index)}].status must be a whole number from 200 to 599, not ${item.status === undefined ? 'nothing' : JSON.stringify(item.status)}`;
    if (item.answer !== undefined && !(FORCED_ANSWERS as readonly unknown[]).includes(item.answer))
      return `forced[${String(index)}].answer must be one of ${FORCED_ANSWERS.join(', ')}`;
  }
  return undefined;
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
      ...controlDirectory(d),
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
      const refused = faultsError(body);
      if (refused !== undefined) {
        return HttpResponse.json(
          { statusCode: 400, message: refused, error: 'Bad Request' },
          { status: 400 },
        );
      }
      runtime.faults = { ...NO_FAULTS, ...(body as Partial<Faults>) };
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
