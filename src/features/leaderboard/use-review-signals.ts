import { useEffect, useState } from 'react';
import type { RankedEntry } from './board';
import { computeSignals } from './compute-signals';
import type { SignalResult, SignalThresholds } from './review-signals';

export interface ReviewSignalsState {
  /** The latest result; kept on screen while one for new thresholds is computed. */
  data: SignalResult | undefined;
  /** A result for the board and thresholds asked for is not in yet. */
  pending: boolean;
  error: Error | null;
}

interface Answer {
  entries: readonly RankedEntry[];
  /** The thresholds and the excluded entries asked for, as text. */
  asked: string;
  data: SignalResult | undefined;
  error: Error | null;
}

/**
 * The review signals of the board on screen, computed in a worker once the whole board is in
 * (`entries` undefined until then, or while the signals are off). Computed again when the board or
 * a threshold or the entries left out of the burst signal change; an answer for an earlier board,
 * threshold or exclusion is dropped.
 */
export function useReviewSignals(
  entries: readonly RankedEntry[] | undefined,
  thresholds: SignalThresholds,
  excludedFromBurst: readonly string[] = [],
): ReviewSignalsState {
  const [answer, setAnswer] = useState<Answer | undefined>();
  // By value: the URL gives new thresholds, the job records a new list, on each render.
  const asked = JSON.stringify({ thresholds, excluded: [...excludedFromBurst].sort() });
  useEffect(() => {
    if (!entries) return undefined;
    let current = true;
    const { thresholds: t, excluded } = JSON.parse(asked) as {
      thresholds: SignalThresholds;
      excluded: string[];
    };
    computeSignals(entries, t, new Set(excluded)).then(
      (data) => current && setAnswer({ entries, asked, data, error: null }),
      (error: unknown) =>
        current &&
        setAnswer((last) => ({
          entries,
          asked,
          data: last?.data,
          error: error instanceof Error ? error : new Error(String(error)),
        })),
    );
    return () => {
      current = false;
    };
  }, [entries, asked]);
  const fresh = answer !== undefined && answer.entries === entries && answer.asked === asked;
  return {
    data: answer?.data,
    pending: entries !== undefined && !fresh,
    error: fresh ? answer.error : null,
  };
}
