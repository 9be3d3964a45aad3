import { checksumAddress } from 'viem';

/** EIP-55's own examples: checksummed addresses to build test files from. */
export const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
] as const;

/** A distinct checksummed address per number, for large generated files. */
export function walletNumber(n: number): string {
  const hex = (n + 1).toString(16).padStart(8, '0');
  return checksumAddress(`0x${hex}${'ab'.repeat(16)}`);
}
