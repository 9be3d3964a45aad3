import { describe, expect, it } from 'vitest';
import { readWalletCsv } from '../../lib/csv/read-wallet-csv';
import { walletNumber } from '../../lib/csv/test-wallets';
import { buildAwardPlan, type AwardPlanInput } from './award-many-plan';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const LATER = '2026-12-01T00:00:00.000Z';

const read = (text: string) => readWalletCsv(text, { createWorker: null, listColumns: [] });

async function plan(text: string, overrides: Partial<Omit<AwardPlanInput, 'report'>> = {}) {
  return buildAwardPlan({
    report: await read(text),
    awarded: [],
    current: 0,
    maxClaims: 1000,
    claimEndDate: LATER,
    now: NOW,
    ...overrides,
  });
}

const w = walletNumber;

describe('buildAwardPlan', () => {
  it('leaves out the wallets that hold the badge (any case) and keeps every line in file order', async () => {
    const text = ['wallet', w(1), w(2), 'nope', w(3), w(1).toLowerCase()].join('\n');
    const p = await plan(text, { awarded: [w(2).toLowerCase()], current: 1 });
    expect(p.lines.map((l) => [l.line, l.refused?.outcome ?? 'send'])).toEqual([
      [2, 'send'],
      [3, 'already awarded'],
      [4, 'invalid'],
      [5, 'send'],
      [6, 'duplicate'],
    ]);
    expect(p).toMatchObject({ valid: 3, invalid: 1, toAward: 2, current: 1, remaining: 999 });
    expect(p.counts).toMatchObject({ 'already-awarded': 1, duplicate: 1, 'invalid-address': 1 });
    expect(p.problems.map((x) => x.line)).toEqual([3, 4, 6]);
  });

  it('counts the wallets to award that are not members: the service adds them as members', async () => {
    const text = ['wallet', w(1), w(2), w(3), w(4), 'nope'].join('\n');
    const members = new Set([w(1).toLowerCase(), w(4).toLowerCase()]);
    // w(4) holds the badge already: it is not sent, so it is not counted either way.
    const p = await plan(text, { awarded: [w(4)], current: 1, members });
    expect(p).toMatchObject({ toAward: 3, notMembers: 2 });
    expect((await plan(text, { members: null })).notMembers).toBeUndefined();
    expect((await plan(text, { members: new Set() })).notMembers).toBe(4);
  });

  it('sends only what maxClaims leaves, the first in file order, and reports the rest as over the claim limit', async () => {
    const wallets = Array.from({ length: 10 }, (_, i) => w(100 + i));
    const text = ['wallet', ...wallets].join('\n');
    // 7 claims used of 10, one of them by a wallet of the list: 3 left for the other 9.
    const p = await plan(text, { awarded: [wallets[4] ?? ''], current: 7, maxClaims: 10 });
    const sent = p.lines.filter((l) => !l.refused).map((l) => l.wallet);
    expect(sent).toEqual([wallets[0], wallets[1], wallets[2]]);
    expect(p.toAward).toBe(3);
    expect(p.remaining).toBe(3);
    expect(p.counts['over-max-claims']).toBe(6);
    expect(p.counts['already-awarded']).toBe(1);
    expect(p.lines.filter((l) => l.refused?.outcome === 'over the claim limit').map((l) => l.line)).toEqual([
      5, 7, 8, 9, 10, 11,
    ]);
    expect(p.current + p.toAward).toBe(10);
  });

  it('never sends past maxClaims, even when the badge is already over it', async () => {
    const p = await plan(['wallet', w(1), w(2)].join('\n'), { current: 12, maxClaims: 10 });
    expect(p.remaining).toBe(0);
    expect(p.toAward).toBe(0);
    expect(p.counts['over-max-claims']).toBe(2);
  });

  it('has no cap when the badge sets no maxClaims', async () => {
    const p = await plan(['wallet', w(1), w(2)].join('\n'), { current: 5000, maxClaims: undefined });
    expect(p.remaining).toBeUndefined();
    expect(p.toAward).toBe(2);
  });

  it('stores the other columns as metadata, numbers as numbers, and refuses a bad number on its line', async () => {
    const text = ['wallet,score,team', `${w(1)},42,red`, `${w(2)},forty,blue`, `${w(3)},7.5,`].join('\n');
    const p = await plan(text);
    expect(p.numberColumns).toEqual(['score']);
    expect(p.lines).toEqual([
      { line: 2, wallet: w(1), metadata: { score: 42, team: 'red' } },
      {
        line: 3,
        wallet: w(2),
        refused: { outcome: 'invalid', message: '“forty” in the score column is not a number.' },
      },
      { line: 4, wallet: w(3), metadata: { score: 7.5 } },
    ]);
    expect(p).toMatchObject({ valid: 2, invalid: 1, toAward: 2 });
  });

  it('reads a column of mostly numbers as numbers, and a text column as text', async () => {
    const text = ['wallet,level,note', `${w(1)},3,12`, `${w(2)},4,hello`, `${w(3)},x,7`].join('\n');
    const p = await plan(text);
    // "level": 2 numbers to 1 word, so "x" is the mistake. "note": 2 numbers to 1 word too.
    expect(p.numberColumns).toEqual(['level', 'note']);
    expect(p.counts['bad-number']).toBe(2);
    expect(p.lines[0]).toEqual({ line: 2, wallet: w(1), metadata: { level: 3, note: 12 } });
  });

  it('says when the claim end date has passed', async () => {
    const p = await plan(['wallet', w(1)].join('\n'), { claimEndDate: '2026-10-01T00:00:00.000Z' });
    expect(p.claimsEnded).toBe(true);
    expect((await plan(['wallet', w(1)].join('\n'))).claimsEnded).toBe(false);
  });

  it('counts the lines an unterminated quote took, apart from the unreadable line itself', async () => {
    const p = await plan(['wallet,score', `${w(1)},1`, `${w(2)},"2`, `${w(3)},3`, `${w(4)},4`].join('\n'));
    expect(p).toMatchObject({ invalid: 1, swallowed: 2, toAward: 1 });
    expect(p.notSent.map((l) => [l.line, l.outcome])).toEqual([[3, 'Unreadable line']]);
  });

  it('reads a bare list of wallets, one a line, without a header', async () => {
    const p = await plan([w(1), w(2), ''].join('\n'));
    expect(p.lines.map((l) => [l.line, l.wallet])).toEqual([
      [1, w(1)],
      [2, w(2)],
    ]);
  });
});
