import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { readFreshReward } from '../../api/resources/rewards';
import { QueryState } from '../../components/feedback/query-state';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { useReward, useUpdateReward } from '../../features/rewards/api';
import { RewardForm } from '../../features/rewards/reward-form';
import { toRewardUpdate } from '../../features/rewards/schemas';
import { rewardTitle } from './reward-columns';
import { RewardImageUpload } from './reward-image-upload';
import { useVaultSuggestions } from './use-vault-suggestions';

/** Editing one of the hub's badge's rewards; back to its page once saved. */
export function RewardEdit() {
  const { communityId, badge } = useBadgeHub();
  const vaultSuggestions = useVaultSuggestions(communityId);
  const rewardId = useParams().rewardId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useReward(communityId, badge.id, rewardId);
  const update = useUpdateReward(communityId, badge.id);
  const back = paths.reward(communityId, badge.id, rewardId);

  return (
    <QueryState query={query}>
      {(reward) => (
        <section aria-labelledby="reward-edit-title" className="flex flex-col gap-4">
          <h2 id="reward-edit-title" className="text-lg font-semibold [overflow-wrap:anywhere]">
            Edit {rewardTitle(reward)}
          </h2>
          <RewardForm
            mode="edit"
            reward={reward}
            claimEndDate={badge.claimEndDate}
            vaultSuggestions={vaultSuggestions}
            ImageUpload={RewardImageUpload}
            cancelHref={back}
            reread={() => readFreshReward(queryClient, { communityId, badgeId: badge.id, rewardId })}
            onSubmit={async (values, latest) => {
              await update.mutateAsync({
                path: { id: communityId, badgeId: badge.id, rewardId },
                // Over the reward as just read: a field chosen over a colleague's change differs from it.
                body: toRewardUpdate(values, latest ?? reward),
              });
              toast.success(`Reward '${values.name.trim()}' saved`);
              void navigate(back);
            }}
          />
        </section>
      )}
    </QueryState>
  );
}
