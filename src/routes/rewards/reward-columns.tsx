import type { Reward } from '../../api/types';
import type { Column } from '../../components/data-table/types';
import { Avatar } from '../../components/ui/avatar';
import { StatusPill } from '../../components/ui/status-pill';
import { rewardBudget } from '../../features/rewards/budget';
import { BudgetLine } from '../../features/rewards/budget-line';
import { rewardTypeLabel } from '../../features/rewards/schemas';
import { chainName } from '../../lib/chains';
import { displayImageUrl } from '../../lib/images';

export function rewardTitle(reward: Reward): string {
  return reward.name?.trim() || reward.id;
}

/** The badge's rewards as rows; the budget column sets each against the badge's claim end. */
export function rewardColumns(claimEndDate: string | undefined): Column<Reward>[] {
  return [
    {
      id: 'name',
      sortKey: 'reward',
      header: 'Reward',
      cell: (r) => (
        <span className="flex items-center gap-3">
          {/* On a phone the name keeps the room: the art is on the reward's page. */}
          <Avatar
            src={displayImageUrl(r.image, { size: 32 })}
            alt=""
            size={32}
            fallback={rewardTitle(r)}
            className="hidden sm:inline-flex"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words">{rewardTitle(r)}</span>
            <span className="text-xs text-muted-foreground">
              {[r.provider, rewardTypeLabel(r.type)].filter(Boolean).join(' · ')}
            </span>
          </span>
        </span>
      ),
      className: 'min-w-32',
    },
    {
      id: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (r) => (r.status ? <StatusPill status={r.status} /> : '—'),
      className: 'hidden sm:table-cell',
    },
    {
      id: 'chain',
      sortKey: 'chain',
      header: 'Chain',
      cell: (r) => chainName(r.chainId) ?? '—',
      className: 'hidden md:table-cell whitespace-nowrap',
    },
    {
      id: 'budget',
      header: 'Budget',
      cell: (r) => <BudgetLine budget={rewardBudget(r, claimEndDate)} />,
      className: 'min-w-48',
    },
  ];
}
