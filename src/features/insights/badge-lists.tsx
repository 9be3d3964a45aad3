import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { ShowAllButton } from '../../components/ui/show-all-button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatNumber, formatRelative } from '../../lib/format';
import { formatShare, formatWait, utcDay } from './figure-format';
import { SHORT_LIST, type BadgeFigures, type InsightBadge, type Insights } from './insights';

/** How many rows each short list and the table will have, as far as the badge list tells. */
export interface ExpectedRows {
  mostAwarded: number;
  nearCap: number;
  nearEnd: number;
  badges: number;
}

/**
 * The rows the lists will likely show, from the badges and the awards read so far (the placeholders
 * take their room): a badge whose attributions are not read yet may have awards. Before the badge
 * list is in, a full short list each.
 */
export function expectedRows(
  badges: readonly InsightBadge[] | undefined,
  awardsRead: Readonly<Record<string, number>>,
  now: number,
): ExpectedRows {
  if (!badges)
    return { mostAwarded: SHORT_LIST, nearCap: SHORT_LIST, nearEnd: SHORT_LIST, badges: SHORT_LIST };
  const live = badges.filter((b) => b.status === 'live');
  const upTo = (n: number) => Math.min(SHORT_LIST, n);
  return {
    mostAwarded: upTo(badges.filter((b) => awardsRead[b.id] !== 0).length),
    nearCap: upTo(live.filter((b) => b.maxClaims !== null).length),
    nearEnd: upTo(live.filter((b) => b.claimEnd !== null && b.claimEnd > now).length),
    badges: badges.length,
  };
}

interface ShortListProps {
  title: string;
  empty: string;
  communityId: string;
  /** undefined while they are read: `pendingRows` placeholders stand for them. */
  badges: readonly BadgeFigures[] | undefined;
  pendingRows: number;
  /** What is said of each badge, and how full its bar is (0–1). */
  describe: (badge: BadgeFigures) => { text: string; share: number };
}

/** A titled, numbered list of badges, each with a bar showing its share of the measure. */
function ShortList({ title, empty, communityId, badges, pendingRows, describe }: ShortListProps) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {badges === undefined ? (
        pendingRows === 0 ? (
          // Where the line saying the list is empty will be.
          <Skeleton className="h-5 w-48 max-w-full" />
        ) : (
          <ol aria-hidden="true" className="flex flex-col gap-2.5">
            {Array.from({ length: pendingRows }, (_, i) => (
              <li key={i} className="flex flex-col gap-1">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-1.5 rounded-full" />
              </li>
            ))}
          </ol>
        )
      ) : badges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2.5">
          {badges.map((b) => {
            const { text, share } = describe(b);
            return (
              <li key={b.id} className="flex flex-col gap-1 text-sm">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    to={paths.badge(communityId, b.id)}
                    className="min-w-0 truncate text-primary hover:underline"
                  >
                    {b.title}
                  </Link>
                  <span className="tabular-nums text-muted-foreground">{text}</span>
                </span>
                <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${String(Math.min(100, Math.max(0, share * 100)))}%` }}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * The most awarded badges, the ones nearest their cap, and the claim windows ending soonest; while
 * `insights` is read, placeholders for the rows `pending` expects.
 */
export function BadgeLists({
  insights,
  pending,
  communityId,
  now,
}: {
  insights: Insights | undefined;
  pending: ExpectedRows;
  communityId: string;
  now: number;
}) {
  const most = insights?.badges.filter((b) => b.awarded > 0).slice(0, SHORT_LIST);
  const top = most?.[0]?.awarded ?? 1;
  const horizon = Math.max(...(insights?.nearEnd ?? []).map((b) => (b.claimEnd ?? now) - now), 1);
  return (
    // Side by side, the lists take the room of full ones (a heading and five rows): the page below
    // stays put whichever turn out shorter.
    <div className="grid gap-6 md:min-h-[218px] md:grid-cols-3">
      <ShortList
        title="Most awarded badges"
        empty="No badge has been awarded yet."
        communityId={communityId}
        badges={most}
        pendingRows={pending.mostAwarded}
        describe={(b) => ({ text: `${formatNumber(b.awarded)} awards`, share: b.awarded / top })}
      />
      <ShortList
        title="Closest to their claim cap"
        empty="No live badge has a claim cap."
        communityId={communityId}
        badges={insights?.nearCap}
        pendingRows={pending.nearCap}
        describe={(b) => ({
          text: `${formatNumber(b.awarded)} of ${formatNumber(b.maxClaims)} (${formatShare(b.capShare)})`,
          share: b.capShare ?? 0,
        })}
      />
      <ShortList
        title="Claim windows ending soonest"
        empty="No live badge has a claim window still open."
        communityId={communityId}
        badges={insights?.nearEnd}
        pendingRows={pending.nearEnd}
        describe={(b) => ({
          text: `${utcDay(b.claimEnd ?? now)} (${formatRelative(b.claimEnd ?? now, now, { style: 'long', deadline: true })})`,
          share: 1 - ((b.claimEnd ?? now) - now) / horizon,
        })}
      />
    </div>
  );
}

const figure = (
  id: string,
  header: string,
  cell: (b: BadgeFigures) => string,
): StaticColumn<BadgeFigures> => ({
  id,
  header,
  cell,
  className: 'pl-3 text-right',
  placeholder: <Skeleton className="ml-auto h-5 w-12" />,
});

/** The table's columns: the badge, linked to its page, then its figures. */
const claimsColumns = (communityId: string): StaticColumn<BadgeFigures>[] => [
  {
    id: 'badge',
    header: 'Badge',
    rowHeader: true,
    cell: (b) => (
      <Link to={paths.badge(communityId, b.id)} className="text-primary hover:underline">
        {b.title}
      </Link>
    ),
    placeholder: <Skeleton className="h-5 w-40 max-w-full" />,
  },
  figure('awards', 'Awards', (b) => formatNumber(b.awarded)),
  figure('claimed', 'Claimed', (b) => formatNumber(b.claimed)),
  figure('rate', 'Claim rate', (b) => formatShare(b.claimRate)),
  figure('wait', 'Median time to claim', (b) => formatWait(b.medianClaimMs)),
];

/**
 * The badges the table shows until the user asks for all: the table is for the most awarded at a
 * glance, and a hundred rows of links made the overview's page twice as large, so that every change
 * to the whole page (a dialog opening over it) restyled them all.
 */
export const CLAIMS_TABLE_ROWS = 10;

/**
 * Awards, claims, claim rate and median time to claim of each badge, the most awarded first: the
 * first CLAIMS_TABLE_ROWS, and all of them on request; while `insights` is read, a placeholder row
 * per badge expected, up to as many.
 */
export function ClaimsByBadge({
  insights,
  pendingRows,
  communityId,
}: {
  insights: Insights | undefined;
  pendingRows: number;
  communityId: string;
}) {
  const [all, setAll] = useState(false);
  const badges = insights?.badges ?? [];
  const rows = all ? badges : badges.slice(0, CLAIMS_TABLE_ROWS);
  const tableId = useId();
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label="Claims by badge">
      <h3 className="text-sm font-semibold">Claims by badge</h3>
      {/* Placeholders only: nothing to scroll to, and no focusable cell to reach what is cut off. */}
      <div id={tableId} className={insights ? 'overflow-x-auto' : 'overflow-x-hidden'}>
        <StaticTable
          caption="Awards, claims, claim rate and median time to claim of each badge"
          className="w-full min-w-[32rem] text-sm"
          headClassName="text-xs"
          cellClassName="py-1.5"
          columns={claimsColumns(communityId)}
          rows={rows}
          getRowId={(b) => b.id}
          placeholderRows={insights ? 0 : Math.min(pendingRows, CLAIMS_TABLE_ROWS)}
        />
      </div>
      <ShowAllButton
        all={all}
        onToggle={() => setAll(!all)}
        controls={tableId}
        first={CLAIMS_TABLE_ROWS}
        total={badges.length}
        noun="badges"
      />
    </section>
  );
}
