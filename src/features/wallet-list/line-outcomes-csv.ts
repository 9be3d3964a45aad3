import { toCsvParts } from '../../lib/csv/to-csv';
import type { LineOutcome } from './types';

/** The lines of a table of outcomes as CSV parts for `downloadCsv`: line, wallet, problem, details. */
export function lineOutcomesCsvParts(lines: readonly LineOutcome[]): Promise<Blob[]> {
  return toCsvParts(lines, [
    { header: 'line', value: (l) => l.line },
    { header: 'wallet', value: (l) => l.wallet },
    { header: 'problem', value: (l) => l.outcome },
    { header: 'details', value: (l) => l.message },
  ]);
}
