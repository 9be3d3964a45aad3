import { useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { wholeCatalogueRead } from '../../api/resources/catalogue';
import { communitySwitcherQuery } from '../../api/resources/communities';
import type { Badge } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { badgeColumns, badgeTitle } from '../../features/badges/badge-columns';
import { catalogueQuery, catalogueSearch, type CatalogueSortKey } from '../../features/catalogue/api';
import { ViewsBar } from '../../features/saved-views/lazy-views-menu';
import { useListState } from '../../hooks/use-list-state';
import { useSortedList } from '../../hooks/use-sorted-list';
import { formatNumber } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { catalogueSorts } from './catalogue-sorts';
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
      sortKey: 'badge',
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
    // Shown and sorted as in a community's badge list.
    ...badgeColumns.filter((c) => c.id === 'status' || c.id === 'type'),
    {
      id: 'claimEndDate',
      sortKey: 'claimsEnd',
      header: 'Claims end',
      cell: (b) => <DateTime value={b.claimEndDate} />,
      className: 'hidden sm:table-cell',
    },
    {
      id: 'rewards',
      sortKey: 'rewards',
      header: 'Rewards',
      cell: (b) => (b.rewards === undefined ? '—' : formatNumber(b.rewards.length)),
      className: 'hidden lg:table-cell text-right',
    },
  ];
}

const viewSchemas = [catalogueSearch];

const description = 'Every badge on the service, across communities, and who holds each.';

/** The partner catalogue: all badges, paged in the URL. */
export function CatalogueList() {
  const list = useListState(catalogueSearch);
  const { params, setFilter } = list;
  const setSort = useCallback(
    (sort: SortState<CatalogueSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(() => wholeCatalogueRead(), []);
  const { query, sorting, status } = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    setSort,
    specs: catalogueSorts,
    pageQuery: (page) => catalogueQuery({ ...params, page }),
    whole,
  });
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
      <ViewsBar page="Partner catalogue" schemas={viewSchemas} />
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
        sorting={sorting}
        notice={<SortNotice status={status} noun="badges" />}
      />
    </>
  );
}
