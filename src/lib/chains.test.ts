import { base, baseSepolia, optimism } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_CHOICES,
  chainById,
  chainIdError,
  chainLabel,
  chainName,
  explorerUrl,
  KNOWN_CHAINS,
} from './chains';

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

describe('chainLabel', () => {
  it('gives the name and the number of a known chain, the number of another', () => {
    expect(chainLabel('8453')).toBe('Base (8453)');
    expect(chainLabel(11155111)).toBe('Sepolia (11155111)');
    expect(chainLabel('999999')).toBe('Chain 999999');
    expect(chainLabel(undefined)).toBeUndefined();
  });
});

describe('CHAIN_CHOICES', () => {
  it('offers every known chain once, by name, with the id the service stores', () => {
    expect(CHAIN_CHOICES.map((c) => c.value)).toEqual(KNOWN_CHAINS.map((c) => String(c.id)));
    expect(CHAIN_CHOICES).toContainEqual({ value: '1', label: 'Ethereum (1)' });
    expect(CHAIN_CHOICES).toContainEqual({ value: '10', label: 'OP Mainnet (10)' });
  });
});

describe('chainIdError', () => {
  it('takes a whole number of 1 or more, spaces around it allowed', () => {
    expect(chainIdError('137')).toBeUndefined();
    expect(chainIdError(' 42161 ')).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '-1', '1.5', '0x1', 'base', '99999999999999999999']) {
      expect(chainIdError(bad), bad).toBe('A chain ID is a whole number, e.g. 1 or 11155111.');
    }
  });
});
