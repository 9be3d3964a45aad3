import { describe, expect, it } from 'vitest';
import type { Reward } from '../../api/types';
import {
  amountError,
  decimalText,
  maxSpendCoverError,
  rewardFormDefaults,
  rewardFormSchema,
  toRewardCreate,
  toRewardUpdate,
} from './schemas';

const CONTRACT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const stored: Reward = {
  id: 'r1',
  name: 'Gas refund',
  image: 'https://img.example/gas.png',
  provider: 'Vault',
  type: 'native',
  status: 'open',
  vaultId: 'vault-1',
  contract: CONTRACT,
  chainId: '8453',
  amount: [0.002, 1e-7],
  description: 'Covers the gas.',
  endDate: '2031-06-30T18:00:27.000Z',
  maxSpend: 1,
};

describe('amounts', () => {
  it('takes positive decimals written with digits and one point', () => {
    for (const ok of ['1', '0.5', '25.000', ' 3 ']) expect(amountError(ok), ok).toBeUndefined();
  });

  it('refuses zero, negatives, exponents, commas and words', () => {
    for (const bad of ['0', '0.0', '-1', '1e3', '1,5', '.5', 'ten', '1.2.3']) {
      expect(amountError(bad), bad).toBe('Enter a positive decimal, e.g. 0.5 or 10.');
    }
    expect(amountError('')).toBe('Enter an amount.');
  });

  it('edits a stored number as plain digits, never in exponent form', () => {
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(1234567.5)).toBe('1234567.5');
    expect(rewardFormDefaults(stored).amounts).toEqual([{ value: '0.002' }, { value: '0.0000001' }]);
  });
});

describe('max spend', () => {
  it('must cover one payment of the largest amount', () => {
    expect(maxSpendCoverError('10', ['25'])).toBe(
      'A max spend of 10 cannot cover one payment of 25: make it at least 25, or lower the amount.',
    );
    expect(maxSpendCoverError('2', ['0.5', '3'])).toMatch(/^A max spend of 2 cannot cover one payment of 3:/);
    expect(maxSpendCoverError('25', ['25'])).toBeUndefined();
    expect(maxSpendCoverError('0.0000002', ['0.0000001'])).toBeUndefined();
  });

  it('leaves values that are not numbers yet to their own fields', () => {
    expect(maxSpendCoverError('', ['25'])).toBeUndefined();
    expect(maxSpendCoverError('10', ['ten'])).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('sends every field on create, amounts as strings, the contract checksummed', () => {
    const values = rewardFormSchema.parse({
      ...rewardFormDefaults(stored),
      contract: CONTRACT.toLowerCase(),
      amounts: [{ value: '1.50' }, { value: '2' }],
      maxSpend: '5',
    });
    const body = toRewardCreate(values);
    expect(body).toMatchObject({ contract: CONTRACT, amount: ['1.50', '2'], maxSpend: 5, chainId: '8453' });
    expect(Object.keys(body).sort()).toEqual(
      [
        'amount',
        'chainId',
        'contract',
        'description',
        'endDate',
        'image',
        'maxSpend',
        'name',
        'provider',
        'status',
        'type',
        'vaultId',
      ].sort(),
    );
  });

  it('sends only what changed on update: the chain and end date left alone are not sent', () => {
    const values = { ...rewardFormDefaults(stored), name: 'Bigger refund', maxSpend: '2' };
    expect(toRewardUpdate(values, stored)).toEqual({ name: 'Bigger refund', maxSpend: 2 });
    expect(toRewardUpdate(rewardFormDefaults(stored), stored)).toEqual({});
  });

  it('keeps a provider, type or status the service added, typed under Other', () => {
    const values = rewardFormSchema.parse({
      ...rewardFormDefaults(stored),
      provider: 'Bridge Co',
      type: 'erc6909',
    });
    expect(toRewardCreate(values)).toMatchObject({ provider: 'Bridge Co', type: 'erc6909' });
  });
});
