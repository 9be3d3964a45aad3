import { describe, expect, it } from 'vitest';
import { parseWalletCsv } from './parse-wallet-csv';
import { EIP55, walletNumber } from './test-wallets';
import { markExisting, validateWallets } from './validate-wallets';
import { countByReason } from './wallet-problems';

const [A, B, C, D] = EIP55;
/** A with one letter's case flipped: the right shape, the wrong checksum. */
const A_TYPO = A.replace('aAeb', 'aaeb');
const C_TYPO = C.replace('dbF0', 'dbf0');

function check(text: string, existing?: string[]) {
  const parsed = parseWalletCsv(text);
  return validateWallets(
    parsed.rows,
    existing ? { existing: { wallets: existing, message: 'Already a member' } } : {},
  );
}

describe('validateWallets', () => {
  it('accepts checksummed, all-lowercase and all-uppercase addresses and returns them checksummed', () => {
    const report = check(`wallet\n${A}\n${B.toLowerCase()}\n0x${C.slice(2).toUpperCase()}`);
    expect(report.problems).toEqual([]);
    expect(report.valid.map((r) => [r.line, r.address])).toEqual([
      [2, A],
      [3, B],
      [4, C],
    ]);
  });

  it('reports a mixed-case address with a wrong checksum, by line', () => {
    const report = check(`${B}\n${A_TYPO}`);
    expect(report.valid.map((r) => r.address)).toEqual([B]);
    expect(report.problems.map((p) => [p.line, p.wallet, p.reason])).toEqual([
      [2, A_TYPO, 'checksum-mismatch'],
    ]);
    expect(report.problems[0]?.message).toMatch(/fails its checksum/);
  });

  it('reports invalid addresses and lines without a wallet', () => {
    const report = check(`wallet,score\n0x1234,1\nvitalik.eth,2\n0x${'g'.repeat(40)},3\n,4\n${A},5`);
    expect(report.problems.map((p) => [p.line, p.wallet, p.reason])).toEqual([
      [2, '0x1234', 'invalid-address'],
      [3, 'vitalik.eth', 'invalid-address'],
      [4, `0x${'g'.repeat(40)}`, 'invalid-address'],
      [5, '', 'invalid-address'],
    ]);
    expect(report.problems[3]?.message).toBe('No wallet on this line.');
    expect(report.valid).toEqual([{ line: 6, address: A, fields: { score: 5 } }]);
  });

  it('reports duplicates in any case with the line of the first occurrence, keeping the first', () => {
    const report = check(
      `wallet\n${A}\n${B}\n${A.toLowerCase()}\n\n${B.toUpperCase().replace('0X', '0x')}\n${A}`,
    );
    expect(report.valid.map((r) => r.line)).toEqual([2, 3]);
    expect(report.problems).toEqual([
      {
        line: 4,
        wallet: A.toLowerCase(),
        reason: 'duplicate',
        message: 'Duplicate of line 2.',
        firstLine: 2,
      },
      expect.objectContaining({ line: 6, reason: 'duplicate', firstLine: 3 }),
      expect.objectContaining({ line: 7, reason: 'duplicate', firstLine: 2 }),
    ]);
  });

  it('lets a checksum failure claim its address, so a later copy is a duplicate, not sent', () => {
    const report = check(`${A_TYPO}\n${A.toLowerCase()}`);
    expect(report.valid).toEqual([]);
    expect(report.problems.map((p) => [p.line, p.reason])).toEqual([
      [1, 'checksum-mismatch'],
      [2, 'duplicate'],
    ]);
  });

  it('reports wallets already present, whatever their case in the set', () => {
    const report = check(`wallet\n${A}\n${B}\n${C}`, [B.toLowerCase(), D]);
    expect(report.valid.map((r) => r.address)).toEqual([A, C]);
    expect(report.problems).toEqual([
      { line: 3, wallet: B, reason: 'existing', message: 'Already a member' },
    ]);
  });

  it('keeps problems in file order across reasons, and counts them', () => {
    const report = check(`wallet\n${A}\nnope\n${A}\n${C_TYPO}\n${B}`, [B]);
    expect(report.problems.map((p) => p.line)).toEqual([3, 4, 5, 6]);
    expect(countByReason(report.problems)).toEqual({
      malformed: 0,
      'invalid-address': 1,
      'checksum-mismatch': 1,
      duplicate: 1,
      existing: 1,
    });
  });
});

describe('markExisting', () => {
  it('moves wallets found later (after the file was checked) to the problems, in line order', () => {
    const report = check(`${A}\nbad\n${B}\n${C}`);
    const marked = markExisting(report, { wallets: [C, A], message: 'Already awarded this badge' });
    expect(marked.valid.map((r) => r.address)).toEqual([B]);
    expect(marked.problems.map((p) => [p.line, p.reason, p.message])).toEqual([
      [1, 'existing', 'Already awarded this badge'],
      [2, 'invalid-address', expect.any(String)],
      [4, 'existing', 'Already awarded this badge'],
    ]);
  });

  it('returns the same report when nothing is present', () => {
    const report = check(A);
    expect(markExisting(report, { wallets: [B], message: 'x' })).toBe(report);
  });
});

describe('validateWallets: size', () => {
  it('checks 10,000 rows with progress', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      line: i + 1,
      wallet: walletNumber(i),
      fields: {},
    }));
    const shares: number[] = [];
    const report = validateWallets(rows, { onProgress: (s) => shares.push(s) });
    expect(report.valid).toHaveLength(10_000);
    expect(shares).toEqual([0.5, 1]);
  });
});
