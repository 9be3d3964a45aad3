import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { communitySwitcherQuery } from '../../api/resources/communities';
import type { Badge } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { PageHeader } from '../../components/ui/page-header';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { badgeTitle } from '../../features/badges/badge-columns';
import { catalogueQuery, catalogueSearch } from '../../features/catalogue/api';
import { useListState } from '../../hooks/use-list-state';
import { formatNumber } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';
import { NotPartner, PartnerOnlyPill } from './not-partner';

/**
 * The catalogue spans communities, and two of them may name a badge alike ("Hackathon Finalist"):
 * each row says whose it is, by the community's name where this key can read it, else by the
 * badge's issuer, else by the community's id.
 */
function catalogueColumns(communityName: (id: string) => string | undefined): Column<Badge>[] {
  return [
    {
      id: 'title',
      header: 'Badge',
      cell: (b) => (
        <span className="flex items-center gap-3">
          <Avatar src={displayImageUrl(b.image, { size: 32 })} alt="" size={32} fallback={badgeTitle(b)} />
          <span className="font-medium">{badgeTitle(b)}</span>
        </span>
      ),
    },
    {
      id: 'community',
      header: 'Community',
      cell: (b) => {
        const name = (b.communityId && communityName(b.communityId)) || b.author?.name;
        if (name) return name;
        return b.communityId ? <span className="font-mono text-xs break-all">{b.communityId}</span> : '—';
      },
    },
    { id: 'status', header: 'Status', cell: (b) => (b.status ? <StatusPill status={b.status} /> : '—') },
    { id: 'type', header: 'Type', cell: (b) => b.type ?? '—', className: 'hidden md:table-cell capitalize' },
    {
      id: 'claimEndDate',
      header: 'Claims end',
      cell: (b) => <DateTime value={b.claimEndDate} />,
      className: 'hidden sm:table-cell',
    },
    {
      id: 'rewards',
      header: 'Rewards',
      cell: (b) => (b.rewards === undefined ? '—' : formatNumber(b.rewards.length)),
      className: 'hidden lg:table-cell text-right',
    },
  ];
}

const description = 'Every badge on the service, across communities, and who holds each.';

/** The partner catalogue: all badges, paged in the URL. */
export function CatalogueList() {
  const list = useListState(catalogueSearch);
  const query = useQuery({ ...catalogueQuery(list.params), placeholderData: keepPreviousData });
  const communities = useQuery(communitySwitcherQuery());
  const communityName = (id: string) => communities.data?.results.find((c) => c.id === id)?.name;
  const header = (
    <PageHeader title="Partner catalogue" description={description} actions={<PartnerOnlyPill />} />
  );

  if (query.error?.status === 403) {
    return (
      <>
        {header}
        <NotPartner />
      </>
    );
  }
  return (
    <>
      {header}
      <DataTable
        label="Badges in the catalogue"
        columns={catalogueColumns(communityName)}
        query={query}
        getRowId={(b) => b.id}
        getRowHref={(b) => paths.catalogueBadge(b.id)}
        getRowLabel={badgeTitle}
        empty={
          <EmptyState
            icon={Library}
            title="No badges in the catalogue"
            description="The service lists no badges for this key yet."
          />
        }
        paging={list}
      />
    </>
  );
}
