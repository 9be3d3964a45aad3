import type { Experience } from '../../api/types';
import type { Column } from '../../components/data-table/types';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { StatusPill } from '../../components/ui/status-pill';
import { displayImageUrl } from '../../lib/images';

export function experienceName(experience: Experience): string {
  return experience.name ?? experience.id;
}

export const experienceColumns: Column<Experience>[] = [
  {
    id: 'name',
    sortKey: 'experience',
    header: 'Experience',
    cell: (e) => (
      <span className="flex items-center gap-3">
        <Avatar
          src={displayImageUrl(e.imageUrl, { size: 32 })}
          alt=""
          size={32}
          className="rounded-md"
          fallback={experienceName(e)}
        />
        <span className="font-medium">{experienceName(e)}</span>
      </span>
    ),
  },
  {
    id: 'serverStatus',
    sortKey: 'server',
    header: 'Server',
    cell: (e) => (e.serverStatus ? <StatusPill status={e.serverStatus} /> : '—'),
  },
  {
    id: 'type',
    header: 'Type',
    sortKey: 'type',
    cell: (e) => e.type ?? '—',
    className: 'hidden md:table-cell',
  },
  {
    id: 'startDate',
    sortKey: 'starts',
    header: 'Starts',
    cell: (e) => <DateTime value={e.startDate} absolute />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'endDate',
    sortKey: 'ends',
    header: 'Ends',
    cell: (e) => <DateTime value={e.endDate} absolute />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'public',
    sortKey: 'listed',
    header: 'Listed',
    cell: (e) => (e.public === undefined ? '—' : e.public ? 'Public' : 'Unlisted'),
    className: 'hidden lg:table-cell',
  },
];
