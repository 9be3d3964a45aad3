import { useOutletContext } from 'react-router';
import type { Badge } from '../../api/types';

/** What the badge's tabs receive from the hub: the badge (or what a list knew of it) and its counts. */
export interface BadgeHubContext {
  communityId: string;
  badge: Badge;
  attributionCount: number | undefined;
  rewardCount: number | undefined;
}

/**
 * A tab's access to the hub's badge. The hub page (routes/badges) provides it to its child routes,
 * which live in other route folders (rewards, attributions, leaderboard), so it is kept here.
 */
export function useBadgeHub(): BadgeHubContext {
  return useOutletContext<BadgeHubContext>();
}
