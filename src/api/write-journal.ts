import { whenIdle } from '../lib/schedule';
import { getConnection, type ConnectionMode } from './credentials';
import type { client as generatedClient } from './generated/client.gen';
import { jobOfRequest } from './job-requests';

/**
 * The one place every write of the dashboard passes through on its way to the service (pages,
 * dialogs and bulk jobs alike): each non-GET request of the API client is handed to the journal's
 * recorder with its outcome. Only these hooks are on the first route, and they never hold a write
 * back: what they see is noted at once and handed over when the rest of the journal has loaded
 * (write-journal-hooks.ts and the recorder the app names, loaded once the page is idle). Only the
 * first write's answer may wait for that load, which runs while the request is on its way: the
 * recorder must read the record as cached before the answer updates the cache.
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

/** Called when a write is handed over (so the record as cached before it can be read); returns its finish. */
export type WriteRecorder = (request: WriteRequest) => (outcome: WriteOutcome) => void;

/** What the client hooks saw, in the order they saw it; `request` ties a write to its outcome. */
export type SeenWrite =
  | { kind: 'sent'; request: Request; write: WriteRequest }
  | { kind: 'answered'; request: Request; response: Response }
  | { kind: 'failed'; request: Request; error: unknown; status: number | undefined };

type Client = typeof generatedClient;
type Options = { url: string; path?: unknown; body?: unknown; signal?: AbortSignal | null };

let loadRecorder: (() => Promise<WriteRecorder>) | undefined;
let handOver: ((seen: SeenWrite) => void) | undefined;
let loading: Promise<void> | undefined;
const backlog: SeenWrite[] = [];
const writes = new WeakSet<Request>();

/**
 * The app names the recorder (a dynamic import). It is loaded when the browser is first idle after
 * the app starts, or at the first write if that comes sooner, so a write's answer seldom waits.
 */
export function journalWritesWith(load: () => Promise<WriteRecorder>): void {
  loadRecorder = load;
  handOver = undefined;
  loading = undefined;
  backlog.length = 0;
  whenIdle(startLoading, 3000);
}

function see(seen: SeenWrite): void {
  if (handOver) {
    handOver(seen);
    return;
  }
  backlog.push(seen);
  startLoading();
}

function startLoading(): void {
  const load = loadRecorder;
  if (loading || !load) return;
  // A journal that cannot load never stops a write: what it missed is dropped.
  loading = Promise.all([import('./write-journal-hooks'), load()])
    .then(([hooks, recorder]) => {
      if (loadRecorder !== load) return; // another app took over the client meanwhile
      handOver = hooks.journalOf(recorder);
      for (const waiting of backlog.splice(0)) handOver(waiting);
    })
    .catch(() => {
      backlog.length = 0;
    });
}

function writeOf(request: Request, options: Options): WriteRequest | undefined {
  const connection = getConnection();
  if (!connection) return undefined;
  const jobId = jobOfRequest(options.signal);
  return {
    method: request.method,
    url: options.url,
    path: typeof options.path === 'object' && options.path !== null ? { ...options.path } : {},
    body: options.body instanceof FormData ? undefined : options.body,
    connection: { mode: connection.mode, baseUrl: connection.baseUrl },
    ...(jobId ? { jobId } : {}),
    at: new Date().toISOString(),
  };
}

/** Registers the journal's hooks on the API client (after its other hooks: errors arrive normalised). */
export function journalClientWrites(client: Client): void {
  client.interceptors.request.use((request, options) => {
    if (request.method === 'GET' || !loadRecorder) return request;
    const write = writeOf(request, options);
    if (write) {
      writes.add(request);
      see({ kind: 'sent', request, write });
    }
    return request;
  });
  client.interceptors.response.use(async (response, request) => {
    if (!writes.has(request)) return response;
    // A clone: the page reads the answer's body itself.
    if (response.ok) see({ kind: 'answered', request, response: response.clone() });
    await loading;
    return response;
  });
  client.interceptors.error.use((error, response, request) => {
    if (request && writes.has(request)) see({ kind: 'failed', request, error, status: response?.status });
    return error;
  });
}
