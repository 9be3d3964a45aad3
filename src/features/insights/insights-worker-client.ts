import { ApiError } from '../../api/errors';
import { ReadCancelled } from '../../api/fetch-all-pages';
import type { FetchPageBytes } from '../../api/page-bytes';
import { honourServerWaits } from '../../api/read-retry';
import { computeInsights as computeInPlace, type Insights } from './insights';
import { fromColumns, transferables, type InsightsColumns } from './insights-input';
import type { FromWorker, ToWorker, WorkerError } from './insights-protocol';
import {
  readColumns as readInPlace,
  type ColumnsList,
  type ColumnsOf,
  type ColumnsRead,
  type WholeColumns,
} from './read-columns';

/**
 * The page's side of the insights' worker: the figures are computed there, and whole lists are
 * read into columns there from the bytes of pages this side fetches. Where the browser has no
 * worker (the tests' DOM) the same code runs in place, on the sandbox's few hundred records.
 */

let worker: Worker | undefined;
let nextId = 0;
/** What each message of the worker is for, by request id. */
const handlers = new Map<number, (message: FromWorker) => void>();

function insightsWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', (event: MessageEvent<FromWorker>) =>
    handlers.get(event.data.id)?.(event.data),
  );
  // A worker that fails to start or breaks fails every request it holds, with the reason.
  started.addEventListener('error', (event: ErrorEvent) => {
    const error: WorkerError = { message: event.message || 'The insights’ worker stopped.' };
    for (const [id, handle] of handlers) handle({ type: 'failed', id, error });
  });
  worker = started;
  return started;
}

function post(target: Worker, message: ToWorker, transfer: Transferable[] = []): void {
  target.postMessage(message, transfer);
}

/** The error the page shows for one that crossed from the worker. */
function fromWorkerError(error: WorkerError): Error {
  if (error.cancelled) return new ReadCancelled();
  if (error.api) return new ApiError({ ...error.api, message: error.message });
  return new Error(error.message);
}

export function computeInsights(columns: InsightsColumns): Promise<Insights> {
  if (typeof Worker === 'undefined') return Promise.resolve(computeInPlace(fromColumns(columns)));
  const target = insightsWorker();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    handlers.set(id, (message) => {
      if (message.type !== 'computed' && message.type !== 'failed') return;
      handlers.delete(id);
      if (message.type === 'computed') resolve(message.insights);
      else reject(fromWorkerError(message.error));
    });
    // The columns' buffers are handed over, not copied: the page does not use them again.
    post(target, { type: 'compute', id, columns }, transferables(columns));
  });
}

/**
 * Reads a whole list into its columns in the worker. Each page the worker asks for is fetched here
 * (by `fetchPage`, through the page's API client) and its bytes handed over unread. A failed
 * request stops the read and is the read's error, as the client gave it; a cancelled read stops
 * the worker's too.
 */
export function readColumns<L extends ColumnsList>(
  request: ColumnsRead<L>,
  fetchPage: FetchPageBytes,
  signal: AbortSignal,
): Promise<WholeColumns<ColumnsOf[L]>> {
  if (typeof Worker === 'undefined') return readInPlace(request, fetchPage, signal);
  if (signal.aborted) return Promise.reject(new ReadCancelled());
  const target = insightsWorker();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      if (!handlers.delete(id)) return;
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const stop = (error: Error) => {
      post(target, { type: 'stop', id });
      finish(() => reject(error));
    };
    const onAbort = () => stop(new ReadCancelled());
    handlers.set(id, (message) => {
      if (message.type === 'want-page') {
        // Waits the service asks for are taken here, per page (read-retry.ts): the worker's own
        // reader never sees this side's errors.
        honourServerWaits(
          () => fetchPage({ page: message.page, perPage: message.perPage, signal }),
          signal,
        ).then(
          ({ bytes, status }) =>
            handlers.has(id) && post(target, { type: 'page', id, bytes, status }, [bytes]),
          (error: unknown) =>
            handlers.has(id) &&
            stop(
              signal.aborted
                ? new ReadCancelled()
                : error instanceof Error
                  ? error
                  : new Error(String(error)),
            ),
        );
      } else if (message.type === 'read') {
        // The worker read the list it was asked for: its columns are that list's.
        finish(() => resolve(message.result as WholeColumns<ColumnsOf[L]>));
      } else if (message.type === 'failed') {
        finish(() => reject(fromWorkerError(message.error)));
      }
    });
    signal.addEventListener('abort', onAbort);
    post(target, { type: 'read', id, read: request });
  });
}
