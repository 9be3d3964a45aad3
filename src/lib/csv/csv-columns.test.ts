import { describe, expect, it } from 'vitest';
import { inferColumnType, isPlainNumber, splitList, walletHeaderIndex } from './csv-columns';

describe('walletHeaderIndex', () => {
  it('finds wallet or address headers whatever their case, spaces, _ or -', () => {
    expect(walletHeaderIndex(['name', 'WALLET'])).toBe(1);
    expect(walletHeaderIndex(['wallet_address', 'x'])).toBe(0);
    expect(walletHeaderIndex(['x', 'Wallet-Address'])).toBe(1);
    expect(walletHeaderIndex(['Addresses'])).toBe(0);
  });
  it('treats a line without such a header as data', () => {
    expect(walletHeaderIndex(['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'vip'])).toBe(-1);
    expect(walletHeaderIndex(['addr', 'tags'])).toBe(-1);
  });
});

describe('isPlainNumber', () => {
  it('accepts integers and decimals that a JavaScript number holds exactly', () => {
    for (const text of ['0', '42', '-7', '1.5', '0.25', '-0.5', '123456789012345']) {
      expect(isPlainNumber(text), text).toBe(true);
    }
  });
  it('refuses identifiers, exponents, separators and digits a number would lose', () => {
    for (const text of ['007', '1e3', '1,000', '1.', '.5', '+1', '0x10', '1234567890123456', '', 'NaN']) {
      expect(isPlainNumber(text), text).toBe(false);
    }
  });
});

describe('inferColumnType', () => {
  it('decides per column from its non-empty values', () => {
    expect(inferColumnType(['1', '', '2.5'])).toBe('number');
    expect(inferColumnType(['true', 'FALSE', ''])).toBe('boolean');
    expect(inferColumnType(['1', 'two'])).toBe('string');
    expect(inferColumnType(['1', 'true'])).toBe('string');
    expect(inferColumnType(['', ''])).toBe('string');
  });
});

describe('splitList', () => {
  it('splits on ; and |, trims, drops empties and repeats', () => {
    expect(splitList(' a ;b| c;;a|')).toEqual(['a', 'b', 'c']);
    expect(splitList('  ')).toEqual([]);
  });
});
