import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { DateTime } from '../../components/ui/date-time';
import { paths } from '../../config/paths';
import { formatNumber, shortenAddress } from '../../lib/format';
import type { RankedEntry } from './board';
import { REASON_LABELS } from './reason-labels';
import type { Reason } from './review-signals';

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

/** An entry's review signals, each a small label (none: nothing to show). */
function SignalsCell({ reasons }: { reasons: readonly Reason[] | undefined }) {
  if (!reasons || reasons.length === 0) return <span className="sr-only">None</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {reasons.map((r) => (
        <li
          key={r}
          className="rounded-full bg-warning-bg px-2 py-0.5 text-xs whitespace-nowrap text-warning-fg"
        >
          {REASON_LABELS[r]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The board's columns; the last one is the metric, named as shown (e.g. "Score"). With `reasons`
 * (the review signals are on), a column of each entry's reasons comes before it.
 */
export function leaderboardColumns(
  communityId: string,
  metricLabel: string,
  reasons?: ReadonlyMap<string, readonly Reason[]>,
): Column<RankedEntry>[] {
  const signals: Column<RankedEntry>[] = reasons
    ? [{ id: 'signals', header: 'Signals', cell: (e) => <SignalsCell reasons={reasons.get(e.key)} /> }]
    : [];
  return [
    {
      id: 'rank',
      sortKey: 'rank',
      header: 'Rank',
      cell: (e) => <RankCell rank={e.rank} tied={e.tied} />,
      className: 'w-20',
    },
    {
      id: 'member',
      sortKey: 'member',
      header: 'Member',
      cell: (e) => <EntryMember communityId={communityId} wallet={e.wallet} name={e.name} />,
      className: 'max-w-[16rem]',
    },
    {
      id: 'earnedAt',
      sortKey: 'earned',
      header: 'Earned',
      cell: (e) => <DateTime value={e.earnedAt} />,
      className: 'hidden sm:table-cell',
    },
    {
      id: 'claimedAt',
      sortKey: 'claimed',
      header: 'Claimed',
      cell: (e) =>
        e.claimedAt ? (
          <DateTime value={e.claimedAt} />
        ) : (
          <span className="text-muted-foreground">Not yet</span>
        ),
      className: 'hidden md:table-cell',
    },
    ...signals,
    {
      id: 'value',
      sortKey: 'value',
      header: metricLabel,
      cell: (e) => formatNumber(e.value),
      className: 'text-right',
    },
  ];
}
