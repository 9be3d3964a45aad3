/** Helpers for the domain and seed tests. */

/** Runs `fn` and returns the SandboxError it throws (fails loudly if it throws nothing else). */
export function catchError(fn: () => unknown): {
  status: number;
  message: string;
  field: string | undefined;
} {
  try {
    fn();
  } catch (err) {
    if (err instanceof Error && 'status' in err && typeof err.status === 'number') {
      const field = 'field' in err && typeof err.field === 'string' ? err.field : undefined;
      return { status: err.status, message: err.message, field };
    }
    throw err;
  }
  throw new Error('Expected a SandboxError, but nothing was thrown');
}

/** A complete reward create body (all twelve fields are required). */
export const validReward = {
  name: 'Gas refund',
  image: 'https://img.sandbox.badge-console.test/rewards/gas.svg',
  provider: 'Vault',
  type: 'native',
  status: 'open',
  vaultId: 'vault-1',
  contract: '0x0000000000000000000000000000000000000000',
  chainId: '1',
  amount: ['0.01', '2'],
  description: 'Refunds the claim gas',
  endDate: '2027-01-01T00:00:00Z',
  maxSpend: 5,
} as const;
