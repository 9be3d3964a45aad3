import type { Reason, SignalEntry, SignalThresholds } from './review-signals';

export interface SignalsRequest {
  id: number;
  entries: SignalEntry[];
  thresholds: SignalThresholds;
  /** Keys of the entries left out of the burst signal (this browser's own bulk awards). */
  excludedFromBurst: string[];
}

/** A result as it crosses to the page: the reasons as pairs (a Map is cloned too, but pairs are plainer). */
export interface SignalsResponse {
  id: number;
  reasons: [string, Reason[]][];
  counts: Record<Reason, number>;
  outlierAbove: number | null;
  excludedFromBurst: number;
  /** Time the worker spent computing (ms). */
  ms: number;
}
