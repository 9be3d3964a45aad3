import { useQuery } from '@tanstack/react-query';
import { Gift, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { rewardsQuery } from '../../api/resources/rewards';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { ViewsBar } from '../../features/saved-views/lazy-views-menu';
import { useSortedQuery } from '../../hooks/use-sorted-list';
import { useUrlState } from '../../hooks/use-url-state';
import type { SortState } from '../../lib/sort/sort-param';
import { rewardColumns, rewardTitle } from './reward-columns';
import { rewardListSearch, rewardSorts } from './reward-sorts';

const viewSchemas = [rewardListSearch];

/** The hub's Rewards tab: every reward of the badge, each with its budget against the claim window. */
export function RewardList() {
  const { communityId, badge } = useBadgeHub();
  const query = useQuery(rewardsQuery(communityId, badge.id));
  const [{ sort }, setState] = useUrlState(rewardListSearch);
  const setSort = useCallback(
    (next: SortState<keyof typeof rewardSorts> | undefined) => setState({ sort: next }),
    [setState],
  );
  // The service answers the whole list at once: it sorts in memory, with nothing more to read.
  const table = useSortedQuery({ query, sort, setSort, specs: rewardSorts });
  const create = (
    <Link to={paths.rewardNew(communityId, badge.id)} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden className="size-4" />
      New reward
    </Link>
  );
  const count = query.data?.length;

  return (
    <section aria-labelledby="rewards-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="rewards-title" className="text-lg font-semibold">
            Rewards{count === undefined ? '' : ` (${String(count)})`}
          </h2>
          <p className="text-sm text-muted-foreground">
            Rewards attached to this badge. Each needs a vault on its chain, added in the service’s own
            dashboard.
          </p>
        </div>
        {count !== undefined && count > 0 && create}
      </div>
      <ViewsBar page="Rewards" schemas={viewSchemas} className="mb-0" />
      <DataTable
        label="Rewards"
        columns={rewardColumns(badge.claimEndDate)}
        query={table.query}
        sorting={table.sorting}
        getRowId={(r) => r.id}
        getRowHref={(r) => paths.reward(communityId, badge.id, r.id)}
        getRowLabel={rewardTitle}
        empty={
          <EmptyState
            icon={Gift}
            title="No rewards yet"
            description="Attach a reward to this badge: a token, currency or points, on a chain where the community has a vault."
            action={create}
          />
        }
      />
    </section>
  );
}
