import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { rewardQuery, rewardsQuery } from '../../api/resources/rewards';

/**
 * The reward's name in the breadcrumbs, from its page's read or the badge's reward list; loaded
 * with the reward's route.
 */
export function RewardCrumb({ params }: { params: Params }) {
  const { communityId = '', badgeId = '', rewardId = '' } = params;
  const one = useQuery(rewardQuery(communityId, badgeId, rewardId));
  const list = useQuery(rewardsQuery(communityId, badgeId));
  return <>{one.data?.name ?? list.data?.find((r) => r.id === rewardId)?.name ?? 'Reward'}</>;
}
