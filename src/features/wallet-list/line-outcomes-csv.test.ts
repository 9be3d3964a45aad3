import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { lineOutcomesCsvParts } from './line-outcomes-csv';

describe('lineOutcomesCsvParts', () => {
  it('writes a wallet, outcome or message that could run as a formula inert, its text kept', async () => {
    const lines = FORMULA_CELLS.map((text, i) => ({
      line: i + 2,
      wallet: text,
      outcome: text,
      message: text,
    }));
    const csv = await new Blob(await lineOutcomesCsvParts(lines)).text();
    expect(csv.split('\r\n', 1)[0]).toBe('line,wallet,problem,details');
    expect(formulaCellsCheck(csv)).toEqual({ live: [], lost: [] });
  });
});
