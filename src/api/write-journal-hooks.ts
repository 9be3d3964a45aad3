import { getConnection } from './credentials';
import { isApiError } from './errors';
import type { client as generatedClient } from './generated/client.gen';
import { jobOfRequest } from './job-requests';
import type { RequestOptions, WriteOutcome, WriteRecorder, WriteStart } from './write-journal';

/**
 * The part of the journal's client hooks loaded on the first write (write-journal.ts): what a write
 * is as it leaves, and its outcome from the answer (success) or the error hook (a refusal as the
 * client's ApiError, or no answer at all). Registered after the client's own hooks, so the error
 * arrives already normalised.
 */

/** Writes under way, by their request (the one object the client hands to all three hooks). */
const pending = new WeakMap<Request, (outcome: WriteOutcome) => void>();

function finish(request: Request | undefined, outcome: WriteOutcome): void {
  const done = request && pending.get(request);
  if (!done) return;
  pending.delete(request);
  done(outcome);
}

function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return String(error);
}

let registered = false;

/** Adds the answer's hooks (once per client, however many apps name a recorder) and returns the start hook. */
export function registerWriteHooks(client: typeof generatedClient, record: WriteRecorder): WriteStart {
  if (!registered) addOutcomeHooks(client);
  registered = true;
  return (request: Request, options: RequestOptions) => {
    const connection = getConnection();
    if (!connection) return;
    const jobId = jobOfRequest(options.signal);
    const done = record({
      method: request.method,
      url: options.url,
      path: typeof options.path === 'object' && options.path !== null ? { ...options.path } : {},
      body: options.body instanceof FormData ? undefined : options.body,
      connection: { mode: connection.mode, baseUrl: connection.baseUrl },
      ...(jobId ? { jobId } : {}),
      at: new Date().toISOString(),
    });
    pending.set(request, done);
  };
}

function addOutcomeHooks(client: typeof generatedClient): void {
  client.interceptors.response.use(async (response, request) => {
    if (response.ok && pending.has(request)) {
      const answer: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      finish(request, { status: response.status, ok: true, answer });
    }
    return response;
  });
  client.interceptors.error.use((error, response, request) => {
    finish(request, {
      status: response?.status ?? (isApiError(error) ? error.status : 0),
      ok: false,
      message: errorMessage(error),
    });
    return error;
  });
}
