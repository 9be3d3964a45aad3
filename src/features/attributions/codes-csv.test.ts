import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { batchCsv } from './codes-csv';

describe('batchCsv', () => {
  it('writes codes and messages that could run as formulas inert, their text kept', () => {
    const csv = batchCsv({
      id: 'b1',
      createdAt: '2026-03-10T12:00:00.000Z',
      requested: FORMULA_CELLS.length,
      codes: FORMULA_CELLS.map((text) => ({
        code: text,
        use: { at: text, outcome: 'refused', message: text },
      })),
    });
    expect(formulaCellsCheck(csv)).toEqual({ live: [], lost: [] });
  });
});
