import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { memberBadgesQuery } from '../../api/resources/members';
import { EmptyState } from '../../components/feedback/empty-state';
import { ErrorState } from '../../components/feedback/error-state';
import { Avatar } from '../../components/ui/avatar';
import { DateTime } from '../../components/ui/date-time';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';

export function MemberBadges({ communityId, idOrAddress }: { communityId: string; idOrAddress: string }) {
  const query = useQuery(memberBadgesQuery(communityId, idOrAddress));
  return (
    <section aria-labelledby="badges-title" className="flex flex-col gap-3">
      <h2 id="badges-title" className="text-lg font-semibold">
        Badges{' '}
        {query.data && <span className="text-muted-foreground tabular-nums">({query.data.total})</span>}
      </h2>
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : query.data.results.length === 0 ? (
        <EmptyState
          icon={Award}
          title="No badges yet"
          description="Badges awarded to this member's wallet appear here."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.results.map((entry) => (
            <li
              key={entry.id}
              // The badge's title is the link; its area covers the card, so the whole card opens it.
              className="relative flex items-center gap-3 rounded-lg border border-border bg-card p-3 hover:bg-muted/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
            >
              <Avatar
                src={entry.badge?.image}
                alt=""
                size={48}
                fallback={entry.badge?.title ?? entry.badge?.name ?? '?'}
              />
              <div className="flex min-w-0 flex-col gap-1">
                {entry.badge ? (
                  <Link
                    to={paths.badge(communityId, entry.badge.id)}
                    className="truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg hover:underline"
                  >
                    {entry.badge.title ?? entry.badge.name ?? entry.badge.id}
                  </Link>
                ) : (
                  <span className="truncate font-medium">{entry.id}</span>
                )}
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  <StatusPill status={entry.claimedAt ? 'claimed' : 'earned'} />
                  <DateTime value={entry.claimedAt ?? entry.earnedAt} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
