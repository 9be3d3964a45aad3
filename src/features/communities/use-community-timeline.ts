import { useQueries, useQuery } from '@tanstack/react-query';
import { isMissingOperation, type ApiError } from '../../api/errors';
import type { Reward } from '../../api/generated/types.gen';
import { badgesQuery } from '../../api/resources/badges';
import { experiencesQuery } from '../../api/resources/experiences';
import { rewardsQuery } from '../../api/resources/rewards';
import { useNow } from '../../hooks/use-now';
import { buildTimeline, type Timeline } from './timeline';

/** The timeline reads the first 50 badges (one page): enough for an overview, bounded in requests. */
export const TIMELINE_BADGES = 50;
const TIMELINE_EXPERIENCES = 100;

export interface CommunityTimeline {
  timeline?: Timeline;
  /** The badges could not be read: nothing to draw. */
  error: ApiError | null;
  retry: () => void;
  /** The server offers no experience list: the timeline shows badges and rewards only. */
  experiencesUnavailable: boolean;
  /** Badges of the community, when there are more than the timeline reads. */
  badgeTotal?: number;
  /** Badges whose rewards could not be read (their reward dates are missing). */
  rewardsFailed: number;
}

/**
 * Reads what the timeline needs: the experiences and the first badges side by side, then every
 * badge's rewards at once (they need the badges' ids, nothing else). Nothing here waits on the
 * overview's own reads.
 */
export function useCommunityTimeline(communityId: string): CommunityTimeline {
  const now = useNow();
  const experiences = useQuery(experiencesQuery(communityId, { page: 1, perPage: TIMELINE_EXPERIENCES }));
  const badges = useQuery(badgesQuery(communityId, { page: 1, perPage: TIMELINE_BADGES }));
  const scheduled = (badges.data?.results ?? []).filter(
    (b) => b.status === 'live' || b.status === 'approved',
  );
  const rewards = useQueries({
    queries: scheduled.map((b) => rewardsQuery(communityId, b.id)),
  });
  const experiencesUnavailable = isMissingOperation(experiences.error);
  const experiencesSettled = experiences.data !== undefined || experiences.error !== null;
  const rewardsSettled = rewards.every((r) => r.data !== undefined || r.error !== null);

  // Cheap to build (one page of badges), so it is worked out on each render rather than memoised.
  let timeline: Timeline | undefined;
  if (badges.data && experiencesSettled && rewardsSettled) {
    const byBadge = new Map<string, readonly Reward[]>();
    scheduled.forEach((b, i) => {
      const list = rewards[i]?.data;
      if (list) byBadge.set(b.id, list);
    });
    timeline = buildTimeline({
      experiences: experiences.data?.results ?? [],
      badges: badges.data.results,
      rewards: byBadge,
      now,
    });
  }

  return {
    timeline,
    error: badges.error ?? (experiencesUnavailable ? null : experiences.error),
    retry: () => {
      void badges.refetch();
      void experiences.refetch();
    },
    experiencesUnavailable,
    badgeTotal: badges.data?.total,
    rewardsFailed: rewards.filter((r) => r.error !== null).length,
  };
}
