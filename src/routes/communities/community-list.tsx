import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { communitiesQuery } from '../../api/resources/communities';
import type { Community } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { communityListSearch } from '../../features/communities/api';
import { useListState } from '../../hooks/use-list-state';

const columns: Column<Community>[] = [
  {
    id: 'name',
    header: 'Community',
    cell: (c) => (
      <span className="flex items-center gap-3">
        <Avatar src={c.logo} alt="" size={28} fallback={c.name ?? c.id} />
        <span className="font-medium">{c.name ?? c.id}</span>
      </span>
    ),
  },
  {
    id: 'shortName',
    header: 'Short name',
    cell: (c) => c.shortName ?? '—',
    className: 'hidden sm:table-cell',
  },
  { id: 'type', header: 'Type', cell: (c) => c.type ?? '—', className: 'hidden md:table-cell' },
  {
    id: 'requestLevel',
    header: 'Joining',
    cell: (c) => c.requestLevel ?? '—',
    className: 'hidden md:table-cell',
  },
  {
    id: 'createdAt',
    header: 'Created',
    cell: (c) => <DateTime value={c.createdAt} />,
    className: 'hidden lg:table-cell',
  },
];

export function CommunityList() {
  const list = useListState(communityListSearch);
  const query = useQuery({
    ...communitiesQuery(list.params),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title="Communities" description="The communities this API key manages." />
      <DataTable
        label="Communities"
        columns={columns}
        query={query}
        getRowId={(c) => c.id}
        getRowHref={(c) => paths.community(c.id)}
        empty={
          <EmptyState
            icon={Users}
            title="No communities yet"
            description="Communities are created in the service's portal. Once this key manages one, it appears here."
          />
        }
        paging={list}
      />
    </>
  );
}
