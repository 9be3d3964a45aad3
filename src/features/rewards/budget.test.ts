import { describe, expect, it } from 'vitest';
import { gapInWords, rewardBudget } from './budget';

const NOW = Date.parse('2031-01-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

describe('rewardBudget', () => {
  it('warns, with the gap, when the reward ends while the badge can still be claimed', () => {
    const budget = rewardBudget({ maxSpend: 100, amount: [1.5, 2], endDate: at(10) }, at(22), NOW);
    expect(budget.endsBeforeClaimsBy).toBe(12 * DAY);
    expect(budget.maxSpend).toBe(100);
    expect(budget.amounts).toEqual([1.5, 2]);
    expect(budget.claimsClosed).toBe(false);
  });

  it('does not warn when the reward lasts as long as the claim window or longer', () => {
    expect(rewardBudget({ endDate: at(22) }, at(22), NOW).endsBeforeClaimsBy).toBeUndefined();
    expect(rewardBudget({ endDate: at(30) }, at(22), NOW).endsBeforeClaimsBy).toBeUndefined();
  });

  it('does not warn once the claim window has closed: that is history, nothing to fix', () => {
    const budget = rewardBudget({ endDate: at(-20) }, at(-5), NOW);
    expect(budget.claimsClosed).toBe(true);
    expect(budget.endsBeforeClaimsBy).toBeUndefined();
  });

  it('compares nothing when either date is missing or unreadable', () => {
    expect(rewardBudget({ endDate: at(1) }, undefined, NOW).endsBeforeClaimsBy).toBeUndefined();
    expect(rewardBudget({}, at(5), NOW).endsBeforeClaimsBy).toBeUndefined();
    expect(rewardBudget({ endDate: 'not a date' }, at(5), NOW).endDate).toBeUndefined();
  });

  it('reads form values as they are typed: unreadable amounts and spend are left out', () => {
    const budget = rewardBudget({ maxSpend: Number.NaN, amount: [Number.NaN, 3] }, at(5), NOW);
    expect(budget.maxSpend).toBeUndefined();
    expect(budget.amounts).toEqual([3]);
  });
});

describe('gapInWords', () => {
  it('says the gap in whole days, else hours', () => {
    expect(gapInWords(12 * DAY + 5000)).toBe('12 days');
    expect(gapInWords(DAY)).toBe('1 day');
    expect(gapInWords(5 * 60 * 60 * 1000)).toBe('5 hours');
    expect(gapInWords(60 * 60 * 1000)).toBe('1 hour');
    expect(gapInWords(60 * 1000)).toBe('less than an hour');
  });
});
