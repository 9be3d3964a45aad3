import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Address } from '../../components/ui/address';
import { DateTime } from '../../components/ui/date-time';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { NativeSelect } from '../../components/ui/select';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { badgeTitle } from '../../features/badges/badge-columns';
import {
  publicAttributionSearch,
  publicAttributionsQuery,
  useCatalogueBadge,
  type PublicAttribution,
} from '../../features/catalogue/api';
import { useListState } from '../../hooks/use-list-state';
import { NotPartner, PartnerOnlyPill } from './not-partner';

const columns: Column<PublicAttribution>[] = [
  {
    id: 'wallet',
    header: 'Wallet',
    cell: (a) =>
      a.wallet ? (
        <Address address={a.wallet} />
      ) : (
        <span className="text-muted-foreground">No wallet yet</span>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (a) =>
      a.claimedAt ? (
        <StatusPill status="claimed" />
      ) : (
        <StatusPill status="earned" label="Earned, not claimed" />
      ),
  },
  {
    id: 'earnedAt',
    header: 'Earned',
    cell: (a) => <DateTime value={a.earnedAt} />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'claimedAt',
    header: 'Claimed',
    cell: (a) => <DateTime value={a.claimedAt} />,
    className: 'hidden md:table-cell',
  },
  {
    id: 'rewards',
    header: 'Rewards',
    cell: (a) => (a.rewards?.length ? a.rewards.map((r) => r.name ?? r.id).join(', ') : '—'),
    className: 'hidden lg:table-cell',
  },
  {
    id: 'memberId',
    header: 'Member ID',
    cell: (a) => (a.memberId ? <span className="font-mono text-xs">{a.memberId}</span> : '—'),
    className: 'hidden xl:table-cell',
  },
];

const STATUS_CHOICES = [
  { value: '', label: 'All' },
  { value: 'earned', label: 'Earned, not claimed' },
  { value: 'claimed', label: 'Claimed' },
];

/** A catalogue badge's public attributions, with the claim status filter and paging in the URL. */
export function CatalogueBadge() {
  const badgeId = useParams().badgeId ?? '';
  const badge = useCatalogueBadge(badgeId);
  const list = useListState(publicAttributionSearch);
  const { params } = list;
  const query = useQuery({ ...publicAttributionsQuery(badgeId, params), placeholderData: keepPreviousData });
  const back = (
    <Link
      to={paths.catalogue()}
      className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All badges
    </Link>
  );
  const header = (
    <PageHeader
      title={badge ? badgeTitle(badge) : `Badge ${badgeId}`}
      description="Who holds this badge, across communities."
      actions={
        <>
          <PartnerOnlyPill />
          {back}
        </>
      }
    />
  );

  if (query.error?.status === 403 || query.error?.status === 404) {
    return (
      <>
        {header}
        {query.error.status === 403 ? (
          <NotPartner />
        ) : (
          <EmptyState
            icon={SearchX}
            title="No such badge in the catalogue"
            description={`The service knows no badge with the ID ${badgeId}.`}
            action={back}
          />
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <Field label="Status" className="mb-4 w-56">
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
        label="Public attributions"
        columns={columns}
        query={query}
        getRowId={(a) => a.id}
        hasFilters={list.hasFilters}
        onClearFilters={list.clearFilters}
        empty={
          <EmptyState
            icon={Users}
            title="Nobody holds this badge yet"
            description="Its attributions will be listed here."
          />
        }
        paging={list}
      />
    </>
  );
}
