import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import {
  createBadgeRewardMutation,
  deleteBadgeRewardMutation,
  getBadgeOptions,
  getBadgeRewardOptions,
  listBadgeRewardsOptions,
  updateBadgeRewardMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { Reward } from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';

/** All rewards of a badge: the service answers a plain array, not a page (docs/api-behaviour.md). */
export function rewardsQuery(communityId: string, badgeId: string) {
  return apiQuery(listBadgeRewardsOptions({ path: { id: communityId, badgeId } }));
}

export function rewardQuery(communityId: string, badgeId: string, rewardId: string) {
  return apiQuery(getBadgeRewardOptions({ path: { id: communityId, badgeId, rewardId } }));
}

/** The badge the rewards belong to; its page caches it under this key (it embeds the rewards). */
const badgeKey = (communityId: string, badgeId: string) =>
  apiQuery(getBadgeOptions({ path: { id: communityId, badgeId } })).queryKey;

/** Statuses with which a server says it has no single-reward read (an inferred operation). */
const NO_SUCH_OPERATION = [404, 405];

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
  if (listed && one.error && NO_SUCH_OPERATION.includes(one.error.status)) {
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

/** A saved reward on its page and in the badge's list; the list and the badge are then refreshed. */
function writeReward(queryClient: QueryClient, communityId: string, badgeId: string, reward: Reward) {
  queryClient.setQueryData(rewardQuery(communityId, badgeId, reward.id).queryKey, reward);
  queryClient.setQueryData(rewardsQuery(communityId, badgeId).queryKey, (list) =>
    list
      ? list.some((r) => r.id === reward.id)
        ? list.map((r) => (r.id === reward.id ? reward : r))
        : list.concat([reward])
      : list,
  );
  refresh(queryClient, communityId, badgeId);
}

function refresh(queryClient: QueryClient, communityId: string, badgeId: string) {
  void queryClient.invalidateQueries({ queryKey: rewardsQuery(communityId, badgeId).queryKey });
  void queryClient.invalidateQueries({ queryKey: badgeKey(communityId, badgeId) });
}

export function useCreateReward(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createBadgeRewardMutation()),
    onSuccess: (reward) => writeReward(queryClient, communityId, badgeId, reward),
  });
}

export function useUpdateReward(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateBadgeRewardMutation()),
    onSuccess: (reward) => writeReward(queryClient, communityId, badgeId, reward),
  });
}

export function useDeleteReward(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(deleteBadgeRewardMutation()),
    onSuccess: (_data, { path }) => {
      queryClient.setQueryData(rewardsQuery(communityId, badgeId).queryKey, (list) =>
        list?.filter((r) => r.id !== path.rewardId),
      );
      // Marked stale, not removed: the page still shows it until it navigates away.
      void queryClient.invalidateQueries({
        queryKey: rewardQuery(communityId, badgeId, path.rewardId).queryKey,
        refetchType: 'none',
      });
      refresh(queryClient, communityId, badgeId);
    },
  });
}
