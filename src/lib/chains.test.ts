import { base, baseSepolia, optimism } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { chainById, chainName, explorerUrl, KNOWN_CHAINS } from './chains';

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const TX = `0x${'ab'.repeat(32)}`;

describe('chainName', () => {
  it('names the known chains, from ids sent as strings or numbers', () => {
    expect(chainName('1')).toBe('Ethereum');
    expect(chainName(8453)).toBe('Base');
    expect(chainName(' 11155111 ')).toBe('Sepolia');
    expect(chainName('137')).toBe('Polygon');
    expect(chainName('10')).toBe('OP Mainnet');
    expect(chainById('42161')?.name).toBe('Arbitrum One');
  });

  it('shows an unknown chain by its number and an absent one as nothing', () => {
    expect(chainName('999999')).toBe('Chain 999999');
    expect(chainName(null)).toBeUndefined();
    expect(chainName(undefined)).toBeUndefined();
    expect(chainName('  ')).toBeUndefined();
  });
});

describe('known chains', () => {
  it('copies the OP-stack chains exactly as viem defines them', () => {
    for (const chain of [base, baseSepolia, optimism]) {
      const ours = chainById(chain.id);
      expect(ours?.name).toBe(chain.name);
      expect(ours?.blockExplorers?.default.name).toBe(chain.blockExplorers.default.name);
      expect(ours?.blockExplorers?.default.url).toBe(chain.blockExplorers.default.url);
    }
  });

  it('holds each chain once', () => {
    expect(new Set(KNOWN_CHAINS.map((c) => c.id)).size).toBe(KNOWN_CHAINS.length);
  });
});

describe('explorerUrl', () => {
  it('links an address or a transaction on the chain’s explorer', () => {
    expect(explorerUrl('1', 'address', ADDRESS)).toBe(`https://etherscan.io/address/${ADDRESS}`);
    expect(explorerUrl(8453, 'tx', TX)).toBe(`https://basescan.org/tx/${TX}`);
    expect(explorerUrl('11155111', 'address', ADDRESS)).toBe(
      `https://sepolia.etherscan.io/address/${ADDRESS}`,
    );
  });

  it('builds no link for an unknown chain or a value of the wrong shape', () => {
    expect(explorerUrl('999999', 'address', ADDRESS)).toBeUndefined();
    expect(explorerUrl(null, 'address', ADDRESS)).toBeUndefined();
    expect(explorerUrl('1', 'address', '0x1234')).toBeUndefined();
    expect(explorerUrl('1', 'tx', ADDRESS)).toBeUndefined();
    expect(explorerUrl('1', 'address', `${ADDRESS}/../../evil`)).toBeUndefined();
    expect(explorerUrl('1', 'address', undefined)).toBeUndefined();
  });
});
