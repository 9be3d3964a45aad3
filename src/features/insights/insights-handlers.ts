import type { PageBytes } from '../../api/page-bytes';
import { transferring, type CallContext } from '../../lib/worker-rpc';
import { computeInsights } from './insights';
import { columnBuffers, fromColumns, type InsightsColumns } from './insights-input';
import { readColumns, type ColumnsRead } from './read-columns';

/** The page a read asks its caller for: the caller makes every request, with its key and errors. */
export interface PageQuestion {
  page: number;
  perPage: number;
}

/**
 * The insights' worker (insights.worker.ts): computes the figures, and reads whole lists into
 * columns from the bytes of the pages it asks the page for: a large community's attributions and
 * members are parsed, checked and bucketed here.
 */
export const insightsHandlers = {
  compute: (columns: InsightsColumns) => computeInsights(fromColumns(columns)),

  read: async (request: ColumnsRead, context: CallContext<never, PageQuestion, PageBytes>) => {
    const fetchPage = ({ page, perPage }: PageQuestion) => context.ask({ page, perPage });
    const result = await readColumns(request, fetchPage, context.signal);
    return transferring(result, columnBuffers(result.columns));
  },
};
