import type { Badge } from '../../api/types';
import type { Column } from '../../components/data-table/types';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { StatusPill } from '../../components/ui/status-pill';
import { formatNumber } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';

export function badgeTitle(badge: Badge): string {
  return badge.title ?? badge.name ?? badge.id;
}

export const badgeColumns: Column<Badge>[] = [
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
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (b) => (b.status ? <StatusPill status={b.status} /> : '—'),
  },
  {
    id: 'type',
    header: 'Type',
    sortKey: 'type',
    cell: (b) => b.type ?? '—',
    className: 'hidden md:table-cell capitalize',
  },
  {
    id: 'claimEndDate',
    sortKey: 'claimsEnd',
    header: 'Claims end',
    cell: (b) => <DateTime value={b.claimEndDate} deadline />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'maxClaims',
    sortKey: 'maxClaims',
    header: 'Max claims',
    cell: (b) => (b.maxClaims === undefined ? '—' : formatNumber(b.maxClaims)),
    className: 'hidden lg:table-cell text-right',
  },
];
