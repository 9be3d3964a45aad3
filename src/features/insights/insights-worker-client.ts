import { ApiError } from '../../api/errors';
import { ReadCancelled } from '../../api/fetch-all-pages';
import type { FetchPageBytes } from '../../api/page-bytes';
import {
  isAbortError,
  reviveError,
  transferring,
  workerClient,
  type CrossedError,
} from '../../lib/worker-rpc';
import type { Insights } from './insights';
import { transferables, type InsightsColumns } from './insights-input';
import type { ColumnsList, ColumnsOf, ColumnsRead, WholeColumns } from './read-columns';

/**
 * The page's side of the insights' worker. Where the browser has no worker (the tests' DOM) the
 * same handlers run in place, on the sandbox's few hundred records.
 */
const insights = workerClient({
  start: () => new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' }),
  inPlace: () => import('./insights-handlers').then((m) => m.insightsHandlers),
  reviveError: fromWorkerError,
});

/** The error the page shows for one that crossed from the worker. */
function fromWorkerError(crossed: CrossedError): Error {
  if (crossed.name === 'ReadCancelled') return new ReadCancelled();
  if (crossed.name !== 'ApiError') return reviveError(crossed);
  const fields = crossed.fields as Omit<ConstructorParameters<typeof ApiError>[0], 'message'>;
  return new ApiError({ ...fields, message: crossed.message });
}

export function computeInsights(columns: InsightsColumns): Promise<Insights> {
  // The columns' buffers are handed over, not copied: the page does not use them again.
  return insights.call('compute', columns, { transfer: transferables(columns) });
}

/**
 * Reads a whole list into its columns in the worker. Each page the worker asks for is fetched here
 * (by `fetchPage`, through the page's API client) and its bytes handed over unread. A failed
 * request stops the read and is the read's error, as the client gave it; a cancelled read stops
 * the worker's too.
 */
export async function readColumns<L extends ColumnsList>(
  request: ColumnsRead<L>,
  fetchPage: FetchPageBytes,
  signal: AbortSignal,
): Promise<WholeColumns<ColumnsOf[L]>> {
  try {
    const read = await insights.call('read', request, {
      signal,
      onAsk: async ({ page, perPage }) => {
        const answer = await fetchPage({ page, perPage, signal });
        return transferring(answer, [answer.bytes]);
      },
    });
    // The worker read the list it was asked for: its columns are that list's.
    return read as WholeColumns<ColumnsOf[L]>;
  } catch (error) {
    throw signal.aborted || isAbortError(error) ? new ReadCancelled() : error;
  }
}
