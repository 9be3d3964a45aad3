import { getAddress, isAddress } from 'viem';

const ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/**
 * Checks a wallet address before anything is sent: the shape, then the EIP-55 checksum when the
 * address is mixed-case (an all-lowercase or all-uppercase address carries no checksum).
 * Returns the message to show, or undefined when the address is valid.
 */
export function walletAddressError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter a wallet address.';
  if (!ADDRESS_SHAPE.test(v)) return 'Enter an Ethereum address: 0x followed by 40 hexadecimal characters.';
  const hex = v.slice(2);
  const caseless = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!caseless && !isAddress(v, { strict: true })) {
    return 'This address fails its checksum (EIP-55): a character is probably mistyped.';
  }
  return undefined;
}

/** The checksummed form of a valid address. */
export function toChecksumAddress(value: string): string {
  return getAddress(value.trim());
}
