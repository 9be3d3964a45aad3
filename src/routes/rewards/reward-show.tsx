import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Reward } from '../../api/types';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { QueryState } from '../../components/feedback/query-state';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { StatusPill } from '../../components/ui/status-pill';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { badgeTitle } from '../../features/badges/badge-columns';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { useDeleteReward, useReward } from '../../features/rewards/api';
import { rewardBudget } from '../../features/rewards/budget';
import { BudgetLine } from '../../features/rewards/budget-line';
import { displayImageUrl } from '../../lib/images';
import { rewardTitle } from './reward-columns';
import { RewardFacts } from './reward-facts';

/** One reward of the hub's badge: its budget, its facts, edit and delete. */
export function RewardShow() {
  const { communityId, badge } = useBadgeHub();
  const rewardId = useParams().rewardId ?? '';
  const query = useReward(communityId, badge.id, rewardId);
  return (
    <QueryState query={query}>
      {(reward) => <RewardPage communityId={communityId} badgeId={badge.id} reward={reward} />}
    </QueryState>
  );
}

function RewardPage({
  communityId,
  badgeId,
  reward,
}: {
  communityId: string;
  badgeId: string;
  reward: Reward;
}) {
  const { badge } = useBadgeHub();
  const navigate = useNavigate();
  const remove = useDeleteReward(communityId, badgeId);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const title = rewardTitle(reward);

  return (
    <section aria-labelledby="reward-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={displayImageUrl(reward.image, { size: 64 })} alt="" size={64} fallback={title} />
        <div className="flex min-w-[min(100%,12rem)] flex-1 flex-col gap-1">
          <h2 id="reward-title" className="text-lg font-semibold [overflow-wrap:anywhere]">
            {title}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {reward.status && <StatusPill status={reward.status} />}
            <span>Reward of {badgeTitle(badge)}</span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.rewardEdit(communityId, badgeId, reward.id)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <Pencil aria-hidden className="size-4" />
            Edit reward
          </Link>
          <Button variant="ghost" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden className="size-4" />
            Delete reward…
          </Button>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Budget</CardTitle>
        </CardHeader>
        <CardContent>
          <BudgetLine budget={rewardBudget(reward, badge.claimEndDate)} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Details</CardTitle>
        </CardHeader>
        <CardContent>
          <RewardFacts reward={reward} />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete “${title}”?`}
        description={`This deletes the reward “${title}” from the badge “${badgeTitle(badge)}”. This cannot be undone.`}
        confirmLabel="Delete reward"
        destructive
        confirmText={title}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { path: { id: communityId, badgeId, rewardId: reward.id } },
            {
              onSuccess: () => {
                toast.success(`Reward '${title}' deleted`);
                setDeleteOpen(false);
                void navigate(paths.badgeRewards(communityId, badgeId));
              },
              onError: (error) => toast.error(`Could not delete: ${error.message}`),
            },
          )
        }
      />
    </section>
  );
}
