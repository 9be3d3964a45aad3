import { toDate } from '../../lib/format';

/** What a reward may spend and until when, set against the claim window of its badge. */
export interface RewardBudget {
  maxSpend: number | undefined;
  amounts: number[];
  endDate: Date | undefined;
  claimEnd: Date | undefined;
  /** The badge's claim window has already closed: the comparison is history, nothing to fix. */
  claimsClosed: boolean;
  /**
   * The reward ends while the badge can still be claimed: how long before the claim window closes,
   * in milliseconds. Undefined when it ends with or after the window, when the window has closed,
   * or when a date is missing.
   */
  endsBeforeClaimsBy: number | undefined;
}

interface BudgetInput {
  maxSpend?: number;
  amount?: readonly number[];
  endDate?: string | Date;
}

/**
 * The budget line's facts for a reward (a stored one, or the form's values) and its badge's claim
 * end, as of `now`.
 */
export function rewardBudget(
  reward: BudgetInput,
  claimEndDate: string | Date | undefined,
  now: number = Date.now(),
): RewardBudget {
  const endDate = toDate(reward.endDate) ?? undefined;
  const claimEnd = toDate(claimEndDate) ?? undefined;
  const claimsClosed = claimEnd !== undefined && claimEnd.getTime() <= now;
  const gap = endDate && claimEnd && !claimsClosed ? claimEnd.getTime() - endDate.getTime() : undefined;
  return {
    maxSpend: reward.maxSpend !== undefined && Number.isFinite(reward.maxSpend) ? reward.maxSpend : undefined,
    amounts: (reward.amount ?? []).filter((n) => Number.isFinite(n)),
    endDate,
    claimEnd,
    claimsClosed,
    endsBeforeClaimsBy: gap !== undefined && gap > 0 ? gap : undefined,
  };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** "3 days", "5 hours", "less than an hour": how long before the claim window closes the reward ends. */
export function gapInWords(ms: number): string {
  if (ms >= DAY) {
    const days = Math.floor(ms / DAY);
    return `${String(days)} ${days === 1 ? 'day' : 'days'}`;
  }
  if (ms >= HOUR) {
    const hours = Math.floor(ms / HOUR);
    return `${String(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return 'less than an hour';
}
