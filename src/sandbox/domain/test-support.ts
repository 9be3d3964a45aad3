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

/** A complete experience create body (every field is required). */
export const validExperience = {
  name: 'Genesis Gallery',
  type: 'mml',
  description: 'A walk through the guild’s first year',
  imageUrl: 'https://img.sandbox.badge-console.test/experiences/gallery.svg',
  bannerUrl: 'https://img.sandbox.badge-console.test/banners/gallery.svg',
  codeUrl: 'https://code.sandbox.badge-console.test/gallery.mml',
  startDate: '2026-12-01T18:00:00Z',
  endDate: '2026-12-08T18:00:00Z',
} as const;

/** The six required fields of a mintable. */
export const validMintable = {
  name: 'Guild Hoodie',
  description: 'Wear the guild colours',
  image: 'https://img.sandbox.badge-console.test/mintables/hoodie.svg',
  type: 'item',
  bannerImage: 'https://img.sandbox.badge-console.test/banners/hoodie.svg',
  maxMints: 2,
} as const;
