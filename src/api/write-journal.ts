import type { ConnectionMode } from './credentials';
import type { client as generatedClient } from './generated/client.gen';

/**
 * The one place every write of the dashboard passes through on its way to the service (pages,
 * dialogs and bulk jobs alike): each non-GET request of the API client is handed to the journal's
 * recorder with its outcome. Only this request hook is on the first route; on the first write it
 * loads the rest (write-journal-hooks.ts, which adds the answer's hooks) and the recorder the app
 * names (what is kept, redaction, diffs, storage).
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

export type RequestOptions = {
  method?: string;
  url: string;
  path?: unknown;
  body?: unknown;
  signal?: AbortSignal | null;
};

/** Called with each write as it leaves (the lazily loaded part of the journal's hooks). */
export type WriteStart = (request: Request, options: RequestOptions) => void;

type Client = typeof generatedClient;

let loadRecorder: (() => Promise<WriteRecorder>) | undefined;
let started: Promise<WriteStart | undefined> | undefined;

/** The app names the recorder (a dynamic import), loaded on the first write only. */
export function journalWritesWith(load: () => Promise<WriteRecorder>): void {
  loadRecorder = load;
  started = undefined;
}

/** Registers the journal's request hook on the API client (after its other hooks). */
export function journalClientWrites(client: Client): void {
  client.interceptors.request.use(async (request, options) => {
    const load = loadRecorder;
    if (request.method === 'GET' || !load) return request;
    // A journal that cannot load never stops a write: the write goes out unrecorded.
    started ??= Promise.all([import('./write-journal-hooks'), load()])
      .then(([hooks, recorder]) => hooks.registerWriteHooks(client, recorder))
      .catch(() => undefined);
    (await started)?.(request, options);
    return request;
  });
}
