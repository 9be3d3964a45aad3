import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { DateTime } from '../../components/ui/date-time';
import { paths } from '../../config/paths';
import { formatNumber, shortenAddress } from '../../lib/format';
import type { RankedEntry } from './board';

/** The member an entry belongs to: ENS name and short wallet, linking to the member's page. */
export function EntryMember({
  communityId,
  wallet,
  name,
}: {
  communityId: string;
  wallet: string;
  name: string | null;
}) {
  if (wallet === '') return <span className="text-muted-foreground">No wallet</span>;
  return (
    <Link
      to={paths.member(communityId, wallet)}
      title={wallet}
      className="inline-flex max-w-full min-w-0 items-baseline gap-1.5 rounded-sm hover:underline focus-visible:outline-offset-0"
    >
      {name && <span className="truncate font-medium">{name}</span>}
      <span
        className={
          name ? 'font-mono text-xs whitespace-nowrap text-muted-foreground' : 'font-mono whitespace-nowrap'
        }
      >
        {shortenAddress(wallet)}
      </span>
    </Link>
  );
}

export function RankCell({ rank, tied }: { rank: number; tied: boolean }) {
  return (
    <span className="inline-flex items-baseline gap-1 font-semibold tabular-nums">
      {formatNumber(rank)}
      {tied && <span className="text-xs font-normal text-muted-foreground">(tie)</span>}
    </span>
  );
}

/** The board's columns; the last one is the metric, named as shown (e.g. "Score"). */
export function leaderboardColumns(communityId: string, metricLabel: string): Column<RankedEntry>[] {
  return [
    {
      id: 'rank',
      header: 'Rank',
      cell: (e) => <RankCell rank={e.rank} tied={e.tied} />,
      className: 'w-20',
    },
    {
      id: 'member',
      header: 'Member',
      cell: (e) => <EntryMember communityId={communityId} wallet={e.wallet} name={e.name} />,
      className: 'max-w-[16rem]',
    },
    {
      id: 'earnedAt',
      header: 'Earned',
      cell: (e) => <DateTime value={e.earnedAt} />,
      className: 'hidden sm:table-cell',
    },
    {
      id: 'claimedAt',
      header: 'Claimed',
      cell: (e) =>
        e.claimedAt ? (
          <DateTime value={e.claimedAt} />
        ) : (
          <span className="text-muted-foreground">Not yet</span>
        ),
      className: 'hidden md:table-cell',
    },
    {
      id: 'value',
      header: metricLabel,
      cell: (e) => formatNumber(e.value),
      className: 'text-right',
    },
  ];
}
