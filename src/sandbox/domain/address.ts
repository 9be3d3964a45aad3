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
 * EIP-55 checksum. The store keeps addresses lowercase (cheap matching; hashing 100k wallets in the
 * large seed would take seconds), and public shapes checksum them here, a page at a time.
 */
export function toChecksumAddress(address: string): string {
  return getAddress(address.toLowerCase());
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
