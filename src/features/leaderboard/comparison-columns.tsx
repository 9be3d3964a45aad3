import { ArrowDown, ArrowUp, Equal, Minus, Plus } from 'lucide-react';
import type { Column } from '../../components/data-table/types';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import type { Change, ComparisonRow } from './compare';
import { EntryMember } from './leaderboard-columns';

const CHANGE_LOOK: Record<Change, { icon: typeof ArrowUp; className: string }> = {
  up: { icon: ArrowUp, className: 'text-success-fg' },
  down: { icon: ArrowDown, className: 'text-danger-fg' },
  new: { icon: Plus, className: 'text-info-fg' },
  dropped: { icon: Minus, className: 'text-muted-foreground' },
  same: { icon: Equal, className: 'text-muted-foreground' },
};

function places(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'place' : 'places'}`;
}

/** What happened to an entry, in words: "Up 3 places", "New", "Dropped", "No change". */
export function changeText(row: Pick<ComparisonRow, 'change' | 'moved'>): string {
  switch (row.change) {
    case 'up':
      return `Up ${places(row.moved)}`;
    case 'down':
      return `Down ${places(-row.moved)}`;
    case 'new':
      return 'New';
    case 'dropped':
      return 'Dropped';
    case 'same':
      return 'No change';
  }
}

/** An arrow or sign and the words: the colour only repeats what they say. */
export function ChangeCell({ row }: { row: ComparisonRow }) {
  const { icon: Icon, className } = CHANGE_LOOK[row.change];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium whitespace-nowrap', className)}>
      <Icon aria-hidden className="size-4" />
      {changeText(row)}
    </span>
  );
}

const rank = (n: number | null) => (n === null ? '—' : formatNumber(n));

export function comparisonColumns(communityId: string, metricLabel: string): Column<ComparisonRow>[] {
  return [
    {
      id: 'member',
      header: 'Member',
      cell: (r) => <EntryMember communityId={communityId} wallet={r.wallet} name={r.name} />,
      className: 'max-w-[16rem]',
    },
    { id: 'change', header: 'Change', cell: (r) => <ChangeCell row={r} /> },
    // On a phone the change says how far an entry moved; the rank it had is one column too many.
    {
      id: 'before',
      header: 'Rank then',
      cell: (r) => rank(r.rankBefore),
      className: 'hidden sm:table-cell text-right',
    },
    { id: 'now', header: 'Rank now', cell: (r) => rank(r.rankNow), className: 'text-right' },
    {
      id: 'value',
      header: `${metricLabel} then → now`,
      cell: (r) => `${formatNumber(r.valueBefore)} → ${formatNumber(r.valueNow)}`,
      className: 'hidden sm:table-cell text-right whitespace-nowrap',
    },
  ];
}
