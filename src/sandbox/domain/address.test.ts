import { describe, expect, it } from 'vitest';
import { addressKey, isAddress, readAddress, sameAddress, toChecksumAddress } from './address';
import { W } from './test-fixture';
import { catchError } from './test-support';

describe('address', () => {
  it('accepts any case, refuses non-addresses', () => {
    expect(isAddress(W.alice)).toBe(true);
    expect(isAddress(W.alice.toLowerCase())).toBe(true);
    expect(isAddress(W.alice.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isAddress('0x123')).toBe(false);
    expect(isAddress('alice.eth')).toBe(false);
    expect(isAddress(42)).toBe(false);
  });

  it('checksums per EIP-55', () => {
    expect(toChecksumAddress(W.alice.toLowerCase())).toBe(W.alice);
    expect(toChecksumAddress(W.dave.toUpperCase().replace('0X', '0x'))).toBe(W.dave);
  });

  it('matches case-insensitively', () => {
    expect(sameAddress(W.bob, W.bob.toLowerCase())).toBe(true);
    expect(addressKey(W.bob)).toBe(W.bob.toLowerCase());
  });

  it('names the field when reading a request value', () => {
    expect(readAddress(W.carol, 'wallet')).toBe(W.carol.toLowerCase());
    expect(catchError(() => readAddress('nope', 'wallet'))).toEqual({
      status: 400,
      message: 'wallet must be a valid Ethereum address',
      field: 'wallet',
    });
    expect(catchError(() => readAddress(undefined, 'wallet')).message).toBe('wallet should not be empty');
  });
});
