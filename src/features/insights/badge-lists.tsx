import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatNumber, formatRelative } from '../../lib/format';
import { formatShare, formatWait, utcDay } from './figure-format';
import type { BadgeFigures, Insights } from './insights';

interface ShortListProps {
  title: string;
  empty: string;
  communityId: string;
  badges: readonly BadgeFigures[];
  /** What is said of each badge, and how full its bar is (0–1). */
  describe: (badge: BadgeFigures) => { text: string; share: number };
}

/** A titled, numbered list of badges, each with a bar showing its share of the measure. */
function ShortList({ title, empty, communityId, badges, describe }: ShortListProps) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {badges.length === 0 ? (
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

/** The most awarded badges, the ones nearest their cap, and the claim windows ending soonest. */
export function BadgeLists({
  insights,
  communityId,
  now,
}: {
  insights: Insights;
  communityId: string;
  now: number;
}) {
  const most = insights.badges.filter((b) => b.awarded > 0).slice(0, 5);
  const top = most[0]?.awarded ?? 1;
  const horizon = Math.max(...insights.nearEnd.map((b) => (b.claimEnd ?? now) - now), 1);
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <ShortList
        title="Most awarded badges"
        empty="No badge has been awarded yet."
        communityId={communityId}
        badges={most}
        describe={(b) => ({ text: `${formatNumber(b.awarded)} awards`, share: b.awarded / top })}
      />
      <ShortList
        title="Closest to their claim cap"
        empty="No live badge has a claim cap."
        communityId={communityId}
        badges={insights.nearCap}
        describe={(b) => ({
          text: `${formatNumber(b.awarded)} of ${formatNumber(b.maxClaims)} (${formatShare(b.capShare)})`,
          share: b.capShare ?? 0,
        })}
      />
      <ShortList
        title="Claim windows ending soonest"
        empty="No live badge has a claim window still open."
        communityId={communityId}
        badges={insights.nearEnd}
        describe={(b) => ({
          text: `${utcDay(b.claimEnd ?? now)} (${formatRelative(b.claimEnd ?? now, now, { style: 'long' })})`,
          share: 1 - ((b.claimEnd ?? now) - now) / horizon,
        })}
      />
    </div>
  );
}

/** Awards, claims, claim rate and median time to claim of every badge, the most awarded first. */
export function ClaimsByBadge({ insights, communityId }: { insights: Insights; communityId: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label="Claims by badge">
      <h3 className="text-sm font-semibold">Claims by badge</h3>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm tabular-nums">
          <caption className="sr-only">
            Awards, claims, claim rate and median time to claim of each badge
          </caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1.5 font-medium">
                Badge
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Awards
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Claimed
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Claim rate
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Median time to claim
              </th>
            </tr>
          </thead>
          <tbody>
            {insights.badges.map((b) => (
              <tr key={b.id} className="border-t border-border">
                <th scope="row" className="py-1.5 font-normal">
                  <Link to={paths.badge(communityId, b.id)} className="text-primary hover:underline">
                    {b.title}
                  </Link>
                </th>
                <td className="py-1.5 pl-3 text-right">{formatNumber(b.awarded)}</td>
                <td className="py-1.5 pl-3 text-right">{formatNumber(b.claimed)}</td>
                <td className="py-1.5 pl-3 text-right">{formatShare(b.claimRate)}</td>
                <td className="py-1.5 pl-3 text-right">{formatWait(b.medianClaimMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
