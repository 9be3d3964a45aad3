import type { Member } from '../../api/types';
import type { Column } from '../../components/data-table/types';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { StatusPill } from '../../components/ui/status-pill';
import { shortenAddress } from '../../lib/format';

export function memberLabel(member: Member): string {
  return member.ensName ?? (member.wallet ? shortenAddress(member.wallet) : member.id);
}

export const memberColumns: Column<Member>[] = [
  {
    id: 'member',
    header: 'Member',
    sortKey: 'member',
    cell: (m) => (
      <span className="flex items-center gap-3">
        <Avatar src={m.avatar?.image} alt="" size={28} fallback={memberLabel(m)} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{m.ensName ?? shortenAddress(m.wallet ?? m.id)}</span>
          {m.ensName && m.wallet && (
            <span className="font-mono text-xs text-muted-foreground">{shortenAddress(m.wallet)}</span>
          )}
        </span>
      </span>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    sortKey: 'role',
    cell: (m) => (m.role ? <StatusPill status={m.role} /> : '—'),
  },
  {
    id: 'addMethod',
    header: 'Added by',
    sortKey: 'added',
    cell: (m) => m.addMethod ?? '—',
    className: 'hidden md:table-cell',
  },
  {
    id: 'createdAt',
    header: 'Joined',
    sortKey: 'joined',
    cell: (m) => <DateTime value={m.createdAt} />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'confirmedAt',
    header: 'Confirmed',
    sortKey: 'confirmed',
    cell: (m) => (m.confirmedAt ? <DateTime value={m.confirmedAt} /> : <StatusPill status="pending" />),
    className: 'hidden lg:table-cell',
  },
];
