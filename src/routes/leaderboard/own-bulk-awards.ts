import { useMemo } from 'react';
import type { BadgeAwardParams } from '../../features/jobs/badge-award-kind';
import type { Job } from '../../features/jobs/job-types';
import { useJobs } from '../../features/jobs/use-jobs';

/** The job kinds that award a badge, one wallet per item. */
const AWARD_KINDS = new Set(['badge-award', 'badge-award-list']);

function isAwardParams(params: unknown): params is BadgeAwardParams {
  return typeof params === 'object' && params !== null && 'badgeId' in params && 'communityId' in params;
}

function walletOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || !('wallet' in item)) return undefined;
  return typeof item.wallet === 'string' ? item.wallet : undefined;
}

/**
 * The wallets (lower case, as the board's entry keys) this browser's bulk jobs awarded the badge
 * on this connection: the items each award job recorded as done. A line skipped as already awarded
 * was awarded by someone else, so it is not one of ours.
 */
export function bulkAwardedWallets(
  jobs: readonly Job[],
  connection: string,
  communityId: string,
  badgeId: string,
): string[] {
  const wallets = new Set<string>();
  for (const job of jobs) {
    if (!AWARD_KINDS.has(job.kind) || job.connection !== connection) continue;
    if (!isAwardParams(job.params) || job.params.badgeId !== badgeId || job.params.communityId !== communityId)
      continue;
    job.items.forEach((item, i) => {
      const wallet = walletOf(item);
      if (wallet && job.results[i]?.status === 'done') wallets.add(wallet.toLowerCase());
    });
  }
  return [...wallets].sort();
}

/** The wallets above, once the kept jobs are loaded (undefined before: the signals wait for them). */
export function useBulkAwardedWallets(
  connection: string,
  communityId: string,
  badgeId: string,
): string[] | undefined {
  const { jobs, loaded } = useJobs();
  return useMemo(
    () => (loaded ? bulkAwardedWallets(jobs, connection, communityId, badgeId) : undefined),
    [jobs, loaded, connection, communityId, badgeId],
  );
}
