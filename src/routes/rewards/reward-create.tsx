import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { useCreateReward } from '../../features/rewards/api';
import { RewardForm } from '../../features/rewards/reward-form';
import { toRewardCreate } from '../../features/rewards/schemas';
import { RewardImageUpload } from './reward-image-upload';
import { useVaultSuggestions } from './use-vault-suggestions';

/** A new reward for the hub's badge; its page once created. */
export function RewardCreate() {
  const { communityId, badge } = useBadgeHub();
  const vaultSuggestions = useVaultSuggestions(communityId);
  const navigate = useNavigate();
  const create = useCreateReward(communityId, badge.id);

  return (
    <section aria-labelledby="reward-new-title" className="flex flex-col gap-4">
      <div>
        <h2 id="reward-new-title" className="text-lg font-semibold">
          New reward
        </h2>
        <p className="text-sm text-muted-foreground">
          The service needs every field, and a vault for the reward’s chain in this community.
        </p>
      </div>
      <RewardForm
        mode="create"
        claimEndDate={badge.claimEndDate}
        vaultSuggestions={vaultSuggestions}
        ImageUpload={RewardImageUpload}
        cancelHref={paths.badgeRewards(communityId, badge.id)}
        onSubmit={async (values) => {
          const reward = await create.mutateAsync({
            path: { id: communityId, badgeId: badge.id },
            body: toRewardCreate(values),
          });
          toast.success(`Reward '${values.name.trim()}' created`);
          void navigate(paths.reward(communityId, badge.id, reward.id));
        }}
      />
    </section>
  );
}
