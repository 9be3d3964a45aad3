import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Community } from '../../api/types';
import { DataTable, type ListQuery } from '../../components/data-table/data-table';
import type { Column, TableSorting } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { paths } from '../../config/paths';
import type { ListState } from '../../hooks/use-list-state';

const columns: Column<Community>[] = [
  {
    id: 'name',
    header: 'Community',
    sortKey: 'community',
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
    sortKey: 'shortName',
    cell: (c) => c.shortName ?? '—',
    className: 'hidden sm:table-cell',
  },
  {
    id: 'type',
    header: 'Type',
    sortKey: 'type',
    cell: (c) => c.type ?? '—',
    className: 'hidden md:table-cell',
  },
  {
    id: 'requestLevel',
    header: 'Joining',
    sortKey: 'joining',
    cell: (c) => c.requestLevel ?? '—',
    className: 'hidden md:table-cell',
  },
  {
    id: 'createdAt',
    header: 'Created',
    sortKey: 'created',
    cell: (c) => <DateTime value={c.createdAt} />,
    className: 'hidden lg:table-cell',
  },
];

/** The community list's table, sorted or in the service's order. */
export function CommunityTable(props: {
  query: ListQuery<Community>;
  paging: Pick<ListState, 'page' | 'perPage' | 'setPage' | 'setPerPage'>;
  sorting: TableSorting;
  notice?: ReactNode;
}) {
  return (
    <DataTable
      label="Communities"
      columns={columns}
      query={props.query}
      getRowId={(c) => c.id}
      getRowHref={(c) => paths.community(c.id)}
      empty={
        <EmptyState
          icon={Users}
          title="No communities yet"
          description="Communities are created in the service's portal. Once this key manages one, it appears here."
        />
      }
      paging={props.paging}
      sorting={props.sorting}
      notice={props.notice}
    />
  );
}
