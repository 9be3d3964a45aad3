import { describe, expect, it } from 'vitest';
import type { Member } from '../../api/generated/types.gen';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { membersCsvParts } from './export-members';

describe('membersCsvParts', () => {
  it('writes member fields that could run as formulas inert, their text kept', async () => {
    const members = FORMULA_CELLS.map((text, i): Member => ({
      id: `m${String(i)}`,
      wallet: text,
      ensName: text,
      role: text,
      createdAt: text,
    }));
    const csv = await new Blob(await membersCsvParts(members)).text();
    expect(formulaCellsCheck(csv)).toEqual({ live: [], lost: [] });
  });
});
