import { formatNumber } from '../../lib/format';
import type { Reason, SignalThresholds } from './review-signals';

export const REASON_LABELS: Record<Reason, string> = {
  burst: 'Burst',
  shared: 'Same metadata',
  outlier: 'Outlier',
  fastClaim: 'Fast claim',
  notMember: 'Not a member',
  noTokens: 'No tokens',
  joinedLate: 'Joined late',
};

/** What a reason means under the thresholds, in a sentence fragment. */
export function reasonMeaning(reason: Reason, t: SignalThresholds, outlierAbove: number | null): string {
  switch (reason) {
    case 'burst':
      return `one of at least ${formatNumber(t.burstCount)} awards within ${formatNumber(t.burstSeconds)} s`;
    case 'shared':
      return `metadata identical for at least ${formatNumber(t.sharedWallets)} wallets`;
    case 'outlier':
      return outlierAbove === null
        ? 'too few values to tell an outlier'
        : `value above ${formatNumber(outlierAbove)} (upper quartile + ${formatNumber(t.outlierIqr)} IQR)`;
    case 'fastClaim':
      return `one of at least ${formatNumber(t.claimRun)} entries in a row, in earn order, each claimed within ${formatNumber(t.claimSeconds)} s of being earned`;
    case 'notMember':
      return 'a top entry whose wallet is not a member of the community';
    case 'noTokens':
      return 'a top entry whose member holds none of the community’s tokens';
    case 'joinedLate':
      return 'a top entry whose member joined after the badge’s claim window opened';
  }
}
