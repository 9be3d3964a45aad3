import { getConnection, type ConnectionMode } from './credentials';
import { isApiError } from './errors';
import type { client as generatedClient } from './generated/client.gen';

/**
 * The one place every write of the dashboard passes through on its way to the service (pages,
 * dialogs and bulk jobs alike): each non-GET request of the API client is handed to the journal's
 * recorder with its outcome. This file stays a few lines on the first route; the recorder (what is
 * kept, redaction, diffs, storage) is loaded by the app on the first write.
 */

export interface WriteRequest {
  method: string;
  /** The operation's path template, e.g. `/community/{id}/badge/{badgeId}`. */
  url: string;
  path: Record<string, unknown>;
  /** The body as the page gave it (before serialising); a file upload's form data is left out. */
  body: unknown;
  connection: { mode: ConnectionMode; baseUrl: string };
  /** The bulk job the request belongs to. */
  jobId?: string;
  at: string;
}

export interface WriteOutcome {
  status: number;
  ok: boolean;
  /** The service's JSON answer on success. */
  answer?: unknown;
  /** The service's message (or why there was no answer) on failure. */
  message?: string;
}

/** Called before the request leaves (so the record as cached before it can be read); returns its finish. */
export type WriteRecorder = (request: WriteRequest) => (outcome: WriteOutcome) => void;

let loadRecorder: (() => Promise<WriteRecorder>) | undefined;
let recorder: Promise<WriteRecorder | undefined> | undefined;

/** The app names the recorder (a dynamic import), loaded on the first write only. */
export function journalWritesWith(load: () => Promise<WriteRecorder>): void {
  loadRecorder = load;
  recorder = undefined;
}

const jobOfSignal = new WeakMap<AbortSignal, string>();

/** Requests sent with `signal` belong to the job `jobId` (the job runner labels its chunks' signals). */
export function labelJobRequests(signal: AbortSignal, jobId: string): void {
  jobOfSignal.set(signal, jobId);
}

type Options = { method?: string; url: string; path?: unknown; body?: unknown; signal?: AbortSignal | null };

/** Writes under way, by their request (the one object the client hands to all three hooks). */
const pending = new WeakMap<Request, (outcome: WriteOutcome) => void>();

async function start(request: Request, options: Options): Promise<void> {
  const connection = getConnection();
  const method = (options.method ?? 'GET').toUpperCase();
  if (method === 'GET' || !connection || !loadRecorder) return;
  // A journal that cannot load never stops a write: the write goes out unrecorded.
  recorder ??= loadRecorder().catch(() => undefined);
  const record = await recorder;
  const jobId = options.signal ? jobOfSignal.get(options.signal) : undefined;
  const finish = record?.({
    method,
    url: options.url,
    path: typeof options.path === 'object' && options.path !== null ? { ...options.path } : {},
    body: options.body instanceof FormData ? undefined : options.body,
    connection: { mode: connection.mode, baseUrl: connection.baseUrl },
    ...(jobId ? { jobId } : {}),
    at: new Date().toISOString(),
  });
  if (finish) pending.set(request, finish);
}

function finish(request: Request | undefined, outcome: WriteOutcome): void {
  const done = request && pending.get(request);
  if (!done) return;
  pending.delete(request);
  done(outcome);
}

/** Registers the hooks on the API client, after its error normaliser (so failures arrive as ApiError). */
export function journalClientWrites(client: typeof generatedClient): void {
  client.interceptors.request.use(async (request, options) => {
    await start(request, options);
    return request;
  });
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
      message: isApiError(error) ? error.message : error instanceof Error ? error.message : String(error),
    });
    return error;
  });
}
