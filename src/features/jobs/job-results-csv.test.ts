import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { jobResultsCsv } from './job-results-csv';
import { newJob } from './job-state';

describe('jobResultsCsv', () => {
  it('writes items and messages that could run as formulas inert, their text kept', () => {
    const job = {
      ...newJob(
        {
          id: 'j',
          kind: 'results-csv-test',
          title: 'T',
          connection: 'c',
          params: null,
          items: FORMULA_CELLS.map((text) => ({ wallet: text })),
          chunkSize: 5,
        },
        1,
      ),
      results: FORMULA_CELLS.map((text) => ({ status: 'failed' as const, message: text })),
    };
    const csv = jobResultsCsv(job, [{ header: 'wallet', value: (item) => item.wallet }]);
    expect(formulaCellsCheck(csv)).toEqual({ live: [], lost: [] });
  });
});
