import { describe, expect, it } from 'vitest';
import { checkAddress, toChecksumAddress, walletAddressError } from './address';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('walletAddressError', () => {
  it('accepts a checksummed, an all-lowercase and an all-uppercase address', () => {
    expect(walletAddressError(CHECKSUMMED)).toBeUndefined();
    expect(walletAddressError(CHECKSUMMED.toLowerCase())).toBeUndefined();
    expect(walletAddressError('0x' + CHECKSUMMED.slice(2).toUpperCase())).toBeUndefined();
  });
  it('refuses a mixed-case address whose checksum is wrong', () => {
    const typo = CHECKSUMMED.replace('aAeb', 'aaeb');
    expect(walletAddressError(typo)).toMatch(/checksum/);
  });
  it('refuses empty input, wrong length and non-hex characters', () => {
    expect(walletAddressError('  ')).toMatch(/Enter a wallet address/);
    expect(walletAddressError('0x1234')).toMatch(/40 hexadecimal/);
    expect(walletAddressError('0x' + 'g'.repeat(40))).toMatch(/40 hexadecimal/);
    expect(walletAddressError('vitalik.eth')).toMatch(/40 hexadecimal/);
  });
});

describe('toChecksumAddress', () => {
  it('returns the EIP-55 form', () => {
    expect(toChecksumAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
  });
});

describe('checkAddress', () => {
  it('returns the EIP-55 form of any valid case', () => {
    for (const input of [
      CHECKSUMMED,
      CHECKSUMMED.toLowerCase(),
      `0x${CHECKSUMMED.slice(2).toUpperCase()}`,
      ` ${CHECKSUMMED} `,
    ]) {
      expect(checkAddress(input)).toEqual({ ok: true, address: CHECKSUMMED });
    }
  });
  it('names the problem: empty, shape or checksum', () => {
    expect(checkAddress('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkAddress('0X' + CHECKSUMMED.slice(2))).toEqual({ ok: false, problem: 'shape' });
    expect(checkAddress(CHECKSUMMED.replace('aAeb', 'aaeb'))).toEqual({ ok: false, problem: 'checksum' });
  });
});
