import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Award, ListPlus, Plus, QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { attributionsQuery } from '../../api/resources/attributions';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { attributionListSearch } from '../../features/attributions/api';
import { attributionColumns, attributionLabel } from '../../features/attributions/attribution-columns';
import { MetadataLookup } from '../../features/attributions/metadata-lookup';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { useListState } from '../../hooks/use-list-state';
import { NotLiveNote } from './not-live-note';

const STATUS_CHOICES = [
  { value: '', label: 'All' },
  { value: 'earned', label: 'Earned, not claimed' },
  { value: 'claimed', label: 'Claimed' },
];

/** The hub's Attributions tab: who holds the badge, filtered by claim status, paged in the URL. */
export function AttributionList() {
  const { communityId, badge } = useBadgeHub();
  const badgeId = badge.id;
  const list = useListState(attributionListSearch);
  const { params } = list;
  const query = useQuery({
    ...attributionsQuery(communityId, badgeId, params),
    placeholderData: keepPreviousData,
  });
  const award = (
    <Link to={paths.attributionNew(communityId, badgeId)} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden />
      Award badge
    </Link>
  );

  return (
    <section aria-labelledby="attributions-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="attributions-heading" className="text-lg font-semibold">
          Attributions
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.claimCodes(communityId, badgeId)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <QrCode aria-hidden />
            Claim codes
          </Link>
          <Link
            to={paths.attributionAwardMany(communityId, badgeId)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ListPlus aria-hidden />
            Award many
          </Link>
          {award}
        </div>
      </div>
      <NotLiveNote communityId={communityId} badge={badge} />
      <Field label="Status" className="w-56">
        <NativeSelect
          value={params.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value || undefined)}
        >
          {STATUS_CHOICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <DataTable
        label="Attributions"
        columns={attributionColumns(communityId, badge.chainId)}
        query={query}
        getRowId={(a) => a.id}
        getRowHref={(a) => paths.attribution(communityId, badgeId, a.id)}
        getRowLabel={attributionLabel}
        hasFilters={list.hasFilters}
        onClearFilters={list.clearFilters}
        empty={
          <EmptyState
            icon={Award}
            title="Nobody holds this badge yet"
            description="Award it to a wallet, or generate claim codes to hand out."
            action={badge.status === 'live' ? award : undefined}
          />
        }
        paging={list}
      />
      <MetadataLookup communityId={communityId} badgeId={badgeId} />
    </section>
  );
}
