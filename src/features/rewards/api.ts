import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, isMissingOperation } from '../../api/errors';
import {
  createBadgeRewardMutation,
  deleteBadgeRewardMutation,
  updateBadgeRewardMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';
import { rewardCache, rewardQuery, rewardsQuery } from '../../api/resources/rewards';

/**
 * A reward for its page. Reading one reward is an operation inferred from the service's REST pattern
 * (docs/api-behaviour.md, Inferred operations), while the badge's reward list is documented and
 * carries every field: the page shows what the list knows at once, and keeps showing it when the
 * server has no single read. A reward in neither is not found.
 */
export function useReward(communityId: string, badgeId: string, rewardId: string) {
  const queryClient = useQueryClient();
  const list = useQuery(rewardsQuery(communityId, badgeId));
  const listed = list.data?.find((r) => r.id === rewardId);
  const one = useQuery({
    ...rewardQuery(communityId, badgeId, rewardId),
    placeholderData: () =>
      queryClient.getQueryData(rewardsQuery(communityId, badgeId).queryKey)?.find((r) => r.id === rewardId),
  });
  if (listed && isMissingOperation(one.error)) {
    return { data: listed, error: null, refetch: one.refetch };
  }
  return one;
}

/** "No vault exists for chain 10", "vault not found for chain", "chainId has no vault", … */
function saysNoVault(message: string): boolean {
  const m = message.trim();
  // A message about the vault ID field is that field's error, not a missing vault.
  if (/^vaultId\b/i.test(m)) return false;
  return /\bvault\b/i.test(m) && /\b(no|not|none|missing|without)\b/i.test(m);
}

/** The service's refusal of a reward on a chain where the community has no vault. */
export function isVaultRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 400 || error.status === 404 || error.status === 422) &&
    error.messages.some(saysNoVault)
  );
}

export function useCreateReward(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createBadgeRewardMutation()),
    onSuccess: (reward) => rewardCache.saved(queryClient, communityId, badgeId, reward),
  });
}

export function useUpdateReward(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateBadgeRewardMutation()),
    onSuccess: (reward) => rewardCache.saved(queryClient, communityId, badgeId, reward),
  });
}

export function useDeleteReward(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(deleteBadgeRewardMutation()),
    onSuccess: (_data, { path }) => rewardCache.deleted(queryClient, communityId, badgeId, path.rewardId),
  });
}
