import { describe, expect, it } from 'vitest';
import { parseWalletCsv } from './parse-wallet-csv';
import { EIP55, walletNumber } from './test-wallets';

const [A, B, C, D] = EIP55;

describe('parseWalletCsv: the wallet column and line numbers', () => {
  it('reads a file without a header from its first line, one wallet per line', () => {
    const parsed = parseWalletCsv(`${A}\n${B}\n${C}\n`);
    expect(parsed.header).toBeNull();
    expect(parsed.walletColumn).toEqual({ index: 0, name: null });
    expect(parsed.rows.map((r) => [r.line, r.wallet])).toEqual([
      [1, A],
      [2, B],
      [3, C],
    ]);
  });

  it('finds the wallet column by its header, in any position and any case, and counts the header line', () => {
    const parsed = parseWalletCsv(`name,Wallet Address\nalice,${A}\nbob,${B}`);
    expect(parsed.header).toEqual(['name', 'Wallet Address']);
    expect(parsed.walletColumn).toEqual({ index: 1, name: 'Wallet Address' });
    expect(parsed.rows.map((r) => [r.line, r.wallet, r.fields])).toEqual([
      [2, A, { name: 'alice' }],
      [3, B, { name: 'bob' }],
    ]);
    expect(parseWalletCsv(`ADDRESS\n${A}`).rows[0]?.line).toBe(2);
  });

  it('skips blank and whitespace-only lines but keeps counting them', () => {
    const parsed = parseWalletCsv(`wallet\n\n${A}\n   \n\n${B}\n,\n`);
    expect(parsed.rows.map((r) => r.line)).toEqual([3, 6]);
    expect(parsed.blankLines).toBe(5);
  });

  it('counts CRLF line ends once and drops a byte-order mark', () => {
    const parsed = parseWalletCsv(`\ufeffwallet,tags\r\n${A},vip\r\n\r\n${B},\r\n`);
    expect(parsed.walletColumn.name).toBe('wallet');
    expect(parsed.rows.map((r) => [r.line, r.wallet])).toEqual([
      [2, A],
      [4, B],
    ]);
  });

  it('reads quoted fields, with delimiters and line breaks inside, and counts those line breaks', () => {
    const parsed = parseWalletCsv(`wallet,note\n"${A}","a, b"\n${B},"two\nlines"\n${C},"say ""hi"""\n`);
    expect(parsed.rows.map((r) => [r.line, r.wallet, r.fields.note])).toEqual([
      [2, A, 'a, b'],
      [3, B, 'two\nlines'],
      [5, C, 'say "hi"'],
    ]);
  });

  it('detects tab and semicolon delimiters (spreadsheet pastes and European exports)', () => {
    expect(parseWalletCsv(`wallet\tscore\n${A}\t3\n${B}\t4`).rows[1]?.fields).toEqual({ score: 4 });
    expect(parseWalletCsv(`wallet;score\n${A};3\n${B};4`).rows[0]?.fields).toEqual({ score: 3 });
  });

  it('reports an unterminated quote by line and does not read that line as a wallet', () => {
    const parsed = parseWalletCsv(`wallet,note\n${A},ok\n${B},"open\n`);
    expect(parsed.rows.map((r) => r.wallet)).toEqual([A]);
    expect(parsed.problems.map((p) => [p.line, p.wallet, p.reason])).toEqual([[3, B, 'malformed']]);
    expect(parsed.problems[0]?.message).toMatch(/could not be read .*quote/);
  });

  it('reports an unterminated quote with the line it opened on and the lines it swallowed', () => {
    const after = Array.from({ length: 100 }, (_, i) => walletNumber(i));
    const parsed = parseWalletCsv([`wallet,note`, `${A},ok`, `${B},"open`, ...after, ''].join('\n'));
    expect(parsed.rows.map((r) => r.wallet)).toEqual([A]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ line: 3, wallet: B, reason: 'malformed', swallowed: 100 });
    expect(parsed.problems[0]?.message).toBe(
      'A quote opened on line 3 is never closed: it took the 100 lines after it (lines 4–103) into one cell, so none of them was read. Close the quote or remove it.',
    );
    expect(parseWalletCsv(`wallet\n${A}\n"${B}\n${C}`).problems[0]?.message).toMatch(
      /^A quote opened on line 3 is never closed: it took the 1 line after it \(line 4\) into one cell/,
    );
  });

  it('without a header reads only the first column and says how many lines had more', () => {
    const parsed = parseWalletCsv(`${A},vip\n${B}\n${C},x,y`);
    expect(parsed.rows.map((r) => r.fields)).toEqual([{}, {}, {}]);
    expect(parsed.linesWithIgnoredCells).toBe(2);
  });
});

describe('parseWalletCsv: extra columns', () => {
  it('splits the tags column on ; or |, trimmed, without empties or repeats', () => {
    const parsed = parseWalletCsv(`wallet,Tags\n${A},vip; early|team\n${B},"solo"\n${C}, ;|\n${D},a;a`);
    expect(parsed.columns).toEqual([{ name: 'Tags', index: 1, type: 'list' }]);
    expect(parsed.rows.map((r) => r.fields.Tags)).toEqual([['vip', 'early', 'team'], ['solo'], [], ['a']]);
  });

  it('reads other list columns when asked', () => {
    const parsed = parseWalletCsv(`wallet,groups\n${A},x|y`, { listColumns: ['Groups'] });
    expect(parsed.rows[0]?.fields).toEqual({ groups: ['x', 'y'] });
  });

  it('types a metadata column as numbers only when every value in it is a plain number', () => {
    const parsed = parseWalletCsv(
      `wallet,score,level,rank,zip,note\n${A},42,1.5,3,00123,\n${B},-7,2,n/a,04000,hello\n${C},,0.25,1,10000,`,
    );
    expect(parsed.columns.map((c) => [c.name, c.type])).toEqual([
      ['score', 'number'],
      ['level', 'number'],
      ['rank', 'string'],
      ['zip', 'string'],
      ['note', 'string'],
    ]);
    expect(parsed.rows.map((r) => r.fields)).toEqual([
      { score: 42, level: 1.5, rank: '3', zip: '00123' },
      { score: -7, level: 2, rank: 'n/a', zip: '04000', note: 'hello' },
      { level: 0.25, rank: '1', zip: '10000' },
    ]);
  });

  it('types true/false columns as booleans and leaves long digit strings as text', () => {
    const parsed = parseWalletCsv(`wallet,vip,tokenId\n${A},TRUE,123456789012345678901\n${B},false,5`);
    expect(parsed.rows.map((r) => r.fields)).toEqual([
      { vip: true, tokenId: '123456789012345678901' },
      { vip: false, tokenId: '5' },
    ]);
  });

  it('ignores empty and repeated headers and names them', () => {
    const parsed = parseWalletCsv(`wallet,,score,score\n${A},x,1,2`);
    expect(parsed.columns.map((c) => c.name)).toEqual(['score']);
    expect(parsed.ignoredColumns).toEqual(['(column 2)', 'score']);
    expect(parsed.rows[0]?.fields).toEqual({ score: 1 });
  });
});

describe('parseWalletCsv: size', () => {
  it('parses 100,000 lines on the synchronous path, reporting progress', () => {
    const lines = ['wallet,tags,score'];
    for (let i = 0; i < 100_000; i += 1) lines.push(`${walletNumber(i % 5000)},a;b,${i}`);
    const text = lines.join('\r\n');
    const progress: number[] = [];
    const started = performance.now();
    const parsed = parseWalletCsv(text, { onProgress: (share) => progress.push(share) });
    const elapsed = performance.now() - started;
    expect(parsed.rows).toHaveLength(100_000);
    expect(parsed.rows.at(-1)).toEqual({
      line: 100_001,
      wallet: walletNumber(99_999 % 5000),
      fields: { tags: ['a', 'b'], score: 99_999 },
    });
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(10);
    // About 0.3 s on a loaded 2-core machine; a quadratic slip (re-scanning the text per line) takes minutes.
    expect(elapsed).toBeLessThan(5000);
  });
});
