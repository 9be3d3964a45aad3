import type { Chain } from 'viem';
import { arbitrum, mainnet, polygon, polygonAmoy, sepolia } from 'viem/chains';

/** What the app reads of a chain: its id, its name and its block explorer. */
export type ChainInfo = Pick<Chain, 'id' | 'name' | 'blockExplorers'>;

/**
 * viem's definitions of the OP-stack chains (Base, OP Mainnet) carry their transaction formatters
 * and serializers, which no bundler can drop from an imported object: about 15 kB gzipped for a name
 * and a link. So these three are copied from viem's definitions (same ids, names and explorers;
 * chains.test.ts compares them with viem's), and the others are imported.
 */
const OP_STACK_CHAINS: readonly ChainInfo[] = [
  { id: 8453, name: 'Base', blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } } },
  {
    id: 84532,
    name: 'Base Sepolia',
    blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  },
  {
    id: 10,
    name: 'OP Mainnet',
    blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  },
];

/**
 * The chains the service's data is known to use (and their test networks). Only these are imported
 * from viem, so the rest of its chain list stays out of the bundle. A chain that is not here is shown
 * by its number.
 */
export const KNOWN_CHAINS: readonly ChainInfo[] = [
  mainnet,
  sepolia,
  ...OP_STACK_CHAINS,
  polygon,
  polygonAmoy,
  arbitrum,
];

const BY_ID = new Map<number, ChainInfo>(KNOWN_CHAINS.map((chain) => [chain.id, chain]));

/** Chain ids arrive as strings on most records and as numbers on some: read both. */
function chainIdOf(chainId: string | number | null | undefined): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
  const text = chainId?.trim() ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** viem's definition of a known chain, by id. */
export function chainById(chainId: string | number | null | undefined): ChainInfo | undefined {
  const id = chainIdOf(chainId);
  return id === undefined ? undefined : BY_ID.get(id);
}

/**
 * A chain's name for people: "Ethereum", "Base", "Sepolia"; `Chain 12345` for one this app does not
 * know; undefined when the record names no chain.
 */
export function chainName(chainId: string | number | null | undefined): string | undefined {
  const chain = chainById(chainId);
  if (chain) return chain.name;
  const id = chainIdOf(chainId);
  if (id !== undefined) return `Chain ${id}`;
  const text = typeof chainId === 'string' ? chainId.trim() : '';
  return text ? `Chain ${text}` : undefined;
}

/**
 * "Base (8453)" for a known chain, `Chain 12345` for another: a name and the number the service
 * stores, for places where both matter (forms, a record's facts).
 */
export function chainLabel(chainId: string | number | null | undefined): string | undefined {
  const chain = chainById(chainId);
  return chain ? `${chain.name} (${String(chain.id)})` : chainName(chainId);
}

/** The known chains as choices for a select: the id as the service stores it (a string) and a label. */
export const CHAIN_CHOICES: readonly { value: string; label: string }[] = KNOWN_CHAINS.map((chain) => ({
  value: String(chain.id),
  label: `${chain.name} (${String(chain.id)})`,
}));

/** A chain id typed by hand: a whole number of 1 or more, as the service stores it. */
export function chainIdError(value: string): string | undefined {
  return chainIdOf(value) === undefined ? 'A chain ID is a whole number, e.g. 1 or 11155111.' : undefined;
}

const SHAPES = {
  address: /^0x[0-9a-fA-F]{40}$/,
  tx: /^0x[0-9a-fA-F]{64}$/,
} as const;

/**
 * The block explorer page of an address or a transaction on a known chain, e.g.
 * `https://basescan.org/address/0x…`. Undefined for an unknown chain or a value that is not an
 * address (or transaction hash), so API data never builds an arbitrary link.
 */
export function explorerUrl(
  chainId: string | number | null | undefined,
  kind: 'address' | 'tx',
  value: string | null | undefined,
): string | undefined {
  const explorer = chainById(chainId)?.blockExplorers?.default.url;
  const v = value?.trim() ?? '';
  if (!explorer || !SHAPES[kind].test(v)) return undefined;
  return `${explorer.replace(/\/+$/, '')}/${kind}/${v}`;
}
