import type { Insights } from './insights';
import type { InsightsColumns } from './insights-input';
import type { ColumnsList, ColumnsOf, ColumnsRead, WholeColumns } from './read-columns';

/**
 * The messages between the page and the insights' worker. The worker computes the figures, and
 * reads whole lists into columns: it asks the page for each page's bytes (the page makes every
 * request, with its key and error handling) and answers with the columns.
 */
export type ToWorker =
  | { type: 'compute'; id: number; columns: InsightsColumns }
  | { type: 'read'; id: number; read: ColumnsRead }
  /** The bytes of the page the worker asked for (handed over, not copied). */
  | { type: 'page'; id: number; bytes: ArrayBuffer; status: number }
  /** The read is given up: cancelled, or a page's request failed (the page reports that error). */
  | { type: 'stop'; id: number };

/** An error as it crosses from the worker: an ApiError's fields, or a plain message. */
export interface WorkerError {
  message: string;
  cancelled?: boolean;
  api?: { status: number; operation: string; kind: 'http' | 'network' | 'validation' };
}

export type FromWorker =
  | { type: 'computed'; id: number; insights: Insights; ms: number }
  | { type: 'want-page'; id: number; page: number; perPage: number }
  | { type: 'read'; id: number; result: WholeColumns<ColumnsOf[ColumnsList]> }
  | { type: 'failed'; id: number; error: WorkerError };
