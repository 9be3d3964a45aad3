import { useQueries, useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { attributionCountQuery } from '../../api/resources/attributions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { liveBadgesQuery, TOP_BOARD_CANDIDATES } from './api';

/** How many boards the card lists. */
const SHOWN = 5;

/**
 * "Top boards" on the community overview: the live badges with the most attributions, each linking
 * to its leaderboard. Counts come from one-item attribution pages, read in parallel for the first
 * TOP_BOARD_CANDIDATES live badges only, so the card costs a bounded number of small requests.
 */
export function TopBoards({ communityId }: { communityId: string }) {
  const live = useQuery(liveBadgesQuery(communityId));
  const badges = live.data?.results ?? [];
  const counts = useQueries({ queries: badges.map((b) => attributionCountQuery(communityId, b.id)) });
  const loading = live.isPending || counts.some((c) => c.isPending);
  const ranked = badges
    .map((badge, i) => ({ badge, count: counts[i]?.data?.total ?? 0 }))
    .filter((b) => b.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, SHOWN);
  const more = (live.data?.total ?? 0) > TOP_BOARD_CANDIDATES;
  const titleId = useId();

  return (
    <Card className="mt-6" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Trophy aria-hidden className="size-4 text-muted-foreground" />
          Top boards
        </CardTitle>
        <CardDescription>
          Live badges with the most attributions
          {more && ` (of the first ${formatNumber(TOP_BOARD_CANDIDATES)} live badges)`}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {live.error ? (
          <p className="text-sm text-muted-foreground">
            Could not read the live badges: {live.error.message}
          </p>
        ) : loading ? (
          <div className="flex flex-col gap-2" aria-hidden>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </div>
        ) : ranked.length === 0 ? (
          <p className="text-sm text-muted-foreground">No live badge has been awarded yet.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {ranked.map(({ badge, count }) => (
              <li key={badge.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link
                  to={paths.badgeLeaderboard(communityId, badge.id)}
                  className="min-w-0 truncate font-medium text-primary underline-offset-4 hover:underline"
                >
                  {badge.title ?? badge.name ?? badge.id}
                  <span className="sr-only"> leaderboard</span>
                </Link>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {formatNumber(count)} {count === 1 ? 'attribution' : 'attributions'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
