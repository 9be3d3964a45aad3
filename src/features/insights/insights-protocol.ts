import type { Insights, InsightsInput } from './insights';

export interface InsightsRequest {
  id: number;
  input: InsightsInput;
}

export interface InsightsResponse {
  id: number;
  insights: Insights;
  /** Time the worker spent computing (ms). */
  ms: number;
}
