import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { attributionCountQuery } from '../../api/resources/attributions';
import { badgeQuery } from '../../api/resources/badges';
import { eligibility } from '../../features/eligibility/checklist';
import type { TaskProgress } from '../../hooks/use-cancellable-task';
import { walletFactsQuery } from './wallet-facts-query';

/**
 * Everything the checklist is built from: the badge, its award count, and about the wallet its
 * member record, the gating tags it holds and its award. `refresh` reads all of it again (after a
 * fix, so the checklist shows what the service now says).
 */
export function useEligibility(communityId: string, subject: string, badgeId: string) {
  const queryClient = useQueryClient();
  const asked = subject !== '' && badgeId !== '';
  const badge = useQuery({ ...badgeQuery(communityId, badgeId), enabled: asked });
  const count = useQuery({ ...attributionCountQuery(communityId, badgeId), enabled: asked });
  const [progress, setProgress] = useState<TaskProgress>();
  const facts = useQuery({
    ...walletFactsQuery(
      queryClient,
      { communityId, subject, badgeId, gating: badge.data?.tags ?? [] },
      setProgress,
    ),
    enabled: asked && badge.data !== undefined,
  });

  const verdict =
    badge.data && count.data && facts.data
      ? eligibility({
          ...facts.data,
          badge: badge.data,
          awarded: count.data.total,
          // The moment of the last read, so the window is judged as the service was read.
          nowMs: Math.max(facts.dataUpdatedAt, badge.dataUpdatedAt),
        })
      : undefined;

  // The page's own reads, read again: nothing was written here, so no other page's cache changes.
  const refresh = () => Promise.all([badge.refetch(), count.refetch(), facts.refetch()]);

  return {
    badge,
    count,
    facts,
    progress,
    verdict,
    refresh,
    error: badge.error ?? count.error ?? facts.error,
    retry: () => {
      if (badge.error) void badge.refetch();
      if (count.error) void count.refetch();
      if (facts.error) void facts.refetch();
    },
  };
}
