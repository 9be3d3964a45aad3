import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { rankBoard } from './board';
import { boardCsv, flaggedCsv, boardFileName, comparisonCsv } from './board-csv';
import { compareBoards } from './compare';

const entries = rankBoard([
  {
    key: '0xa',
    wallet: '0xA',
    name: 'alice.eth',
    earnedAt: '2026-01-01T00:00:00.000Z',
    claimedAt: null,
    value: 9,
    metadataKey: null,
  },
  {
    key: '0xb',
    wallet: '0xB',
    name: null,
    earnedAt: '2026-01-02T00:00:00.000Z',
    claimedAt: null,
    value: 9,
    metadataKey: null,
  },
  {
    key: '0xc',
    wallet: '0xC',
    name: '=cmd',
    earnedAt: '2026-01-03T00:00:00.000Z',
    claimedAt: null,
    value: 1,
    metadataKey: null,
  },
]);

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe('leaderboard CSV', () => {
  it('has every entry with its rank (a tie shares one) and metric, formulas made inert', () => {
    const rows = parse(boardCsv(entries, 'score'));
    expect(rows.map((r) => [r.rank, r.wallet, r.ens, r['metadata.score']])).toEqual([
      ['1', '0xA', 'alice.eth', '9'],
      ['1', '0xB', '', '9'],
      ['3', '0xC', "'=cmd", '1'],
    ]);
  });

  it('writes the flagged entries only, each with its reasons, formulas made inert', () => {
    const reasons = new Map([
      ['0xc', ['burst', 'shared'] as const],
      ['0xa', ['outlier'] as const],
    ]);
    const rows = parse(flaggedCsv(entries, reasons, 'score'));
    expect(rows.map((r) => [r.rank, r.wallet, r.ens, r.reasons])).toEqual([
      ['1', '0xA', 'alice.eth', 'Outlier'],
      ['3', '0xC', "'=cmd", 'Burst; Same metadata'],
    ]);
  });

  it('writes a comparison with its changes', () => {
    const before = entries.map(({ key, wallet, name, rank, value }) => ({ key, wallet, name, rank, value }));
    const now = rankBoard([
      {
        key: '0xc',
        wallet: '0xC',
        name: null,
        earnedAt: null,
        claimedAt: null,
        value: 20,
        metadataKey: null,
      },
      {
        key: '0xa',
        wallet: '0xA',
        name: 'alice.eth',
        earnedAt: null,
        claimedAt: null,
        value: 9,
        metadataKey: null,
      },
    ]);
    const rows = parse(comparisonCsv(compareBoards(before, now).rows, 'score'));
    expect(
      rows.map((r) => [r.wallet, r.change, r.moved, r.rankBefore, r.rankNow, r['metadata.scoreNow']]),
    ).toEqual([
      ['0xC', 'up', '2', '3', '1', '20'],
      ['0xA', 'down', '-1', '1', '2', '9'],
      ['0xB', 'dropped', '0', '1', '', ''],
    ]);
  });

  it('writes wallets and names that could run as formulas inert in every export, their text kept', () => {
    const hostile = rankBoard(
      FORMULA_CELLS.map((text, i) => ({
        key: `k${String(i)}`,
        wallet: text,
        name: text,
        earnedAt: text,
        claimedAt: null,
        value: -i,
        metadataKey: null,
      })),
    );
    const reasons = new Map(hostile.map((e) => [e.key, ['burst'] as const]));
    const comparison = compareBoards(hostile, hostile).rows;
    for (const csv of [
      boardCsv(hostile, 'score'),
      flaggedCsv(hostile, reasons, 'score'),
      comparisonCsv(comparison, 'score'),
    ]) {
      expect(formulaCellsCheck(csv)).toEqual({ live: [], lost: [] });
    }
    // Numbers stay numbers: a negative metric is not taken for a formula.
    expect(parse(boardCsv(hostile, 'score')).map((r) => r['metadata.score'])).toContain('-3');
  });

  it('names the file after the badge and the order', () => {
    expect(boardFileName('Early Supporters!', ['score', 'DESC'])).toBe(
      'leaderboard-early-supporters-score-desc.csv',
    );
  });
});
