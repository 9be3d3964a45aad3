import { describe, expect, it } from 'vitest';
import { readBulkAddResult } from './member-bulk-result';

const ADA = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const BEA = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('readBulkAddResult', () => {
  it('reads lists of wallets (the sandbox answer)', () => {
    expect(readBulkAddResult({ added: [ADA, BEA], skipped: [] })).toEqual({
      added: { count: 2, wallets: [ADA, BEA] },
      skipped: { count: 0, wallets: [] },
    });
  });

  it('reads counts, with no wallets to list', () => {
    expect(readBulkAddResult({ added: 3, skipped: 1 })).toEqual({
      added: { count: 3, wallets: undefined },
      skipped: { count: 1, wallets: undefined },
    });
  });

  it('reads a missing field or body as zero', () => {
    expect(readBulkAddResult({ added: [ADA] })).toEqual({
      added: { count: 1, wallets: [ADA] },
      skipped: { count: 0, wallets: undefined },
    });
    expect(readBulkAddResult(undefined).added).toEqual({ count: 0, wallets: undefined });
  });
});
