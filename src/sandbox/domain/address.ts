import { getAddress, isAddress as viemIsAddress } from 'viem';
import { badRequest } from './errors';

/**
 * The service matches addresses case-insensitively, so any-case hex is accepted (viem's strict mode
 * would reject a mixed-case address with a wrong checksum, which users paste from many tools).
 */
export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && viemIsAddress(value, { strict: false });
}

/**
 * Checksums already computed: a page of 1,000 attributions checksums each wallet three times (its
 * wallet, account and membership), and whole reads page through 100,000 wallets again and again.
 * Hashing was a third of the time such a page took to answer. viem keeps only the last few thousand.
 */
const checksums = new Map<string, string>();
const MAX_CHECKSUMS = 250_000;

/**
 * EIP-55 checksum. The store keeps addresses lowercase (cheap matching; hashing 100k wallets in the
 * large seed would take seconds), and public shapes checksum them here, a page at a time.
 */
export function toChecksumAddress(address: string): string {
  const key = address.toLowerCase();
  let checksummed = checksums.get(key);
  if (checksummed === undefined) {
    // Bounded: a server kept running through many resets must not grow without end.
    if (checksums.size >= MAX_CHECKSUMS) checksums.clear();
    checksummed = getAddress(key);
    checksums.set(key, checksummed);
  }
  return checksummed;
}

/** The lowercase form used as the stored value and for comparisons. */
export function addressKey(address: string): string {
  return address.toLowerCase();
}

export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Validates a request value and returns its lowercase key; the message names the field. */
export function readAddress(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') {
    throw badRequest(`${field} should not be empty`, field);
  }
  if (!isAddress(value)) throw badRequest(`${field} must be a valid Ethereum address`, field);
  return addressKey(value);
}
