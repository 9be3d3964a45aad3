import type { Insights } from './insights';
import type { InsightsColumns } from './insights-input';

export interface InsightsRequest {
  id: number;
  columns: InsightsColumns;
}

export interface InsightsResponse {
  id: number;
  insights: Insights;
  /** Time the worker spent computing (ms). */
  ms: number;
}
