import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { audienceCsv, audienceFileName, audienceWalletList } from './audience-csv';

describe('audienceCsv', () => {
  it('writes one line per member, wallet first, with formulas made inert', () => {
    const csv = audienceCsv([
      { id: 'm1', wallet: '0xAbc', ensName: '=HYPERLINK("http://x")', role: 'member', createdAt: '2026-01-02T00:00:00Z' },
      { id: 'm2' },
    ]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['wallet', 'member', 'ens', 'role', 'joined']);
    expect(rows[1]).toEqual(['0xAbc', 'm1', '\'=HYPERLINK("http://x")', 'member', '2026-01-02T00:00:00Z']);
    expect(rows[2]).toEqual(['', 'm2', '', '', '']);
    expect(rows).toHaveLength(3);
  });

  it('writes member fields that could run as formulas inert, their text kept', () => {
    const members = FORMULA_CELLS.map((text) => ({
      id: text,
      wallet: text,
      ensName: text,
      role: text,
      createdAt: text,
    }));
    expect(formulaCellsCheck(audienceCsv(members))).toEqual({ live: [], lost: [] });
  });

  it('names the file after the audience', () => {
    expect(audienceFileName('have Gold and do not have Banned')).toBe(
      'audience-have-gold-and-do-not-have-banned.csv',
    );
    expect(audienceFileName('')).toBe('audience.csv');
  });

  it('gives the pipeline a wallet list and counts members without a wallet', () => {
    expect(audienceWalletList([{ id: 'a', wallet: '0x1' }, { id: 'b' }, { id: 'c', wallet: '0x2' }])).toEqual({
      text: 'wallet\n0x1\n0x2',
      withoutWallet: 1,
    });
  });
});
