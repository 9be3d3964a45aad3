import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { communityCountQueries } from '../../api/resources/community-counts';
import type { Community } from '../../api/types';
import { QueryState } from '../../components/feedback/query-state';
import { AfterPaint } from '../../components/ui/after-paint';
import { Avatar } from '../../components/ui/avatar';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Fact } from '../../components/ui/fact';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useCommunityWithPlaceholder } from '../../features/communities/api';
import { CommunityInsights } from '../../features/insights/community-insights';
import { TopBoards } from '../../features/leaderboard/top-boards';
import { formatNumber } from '../../lib/format';
import { safeHttpUrl } from '../../lib/url';
import { CommunityTimeline } from './community-timeline';

function CountCard({ label, count, href }: { label: string; count: number | undefined; href?: string }) {
  const value = count === undefined ? <Skeleton className="my-0.5 h-7 w-16" /> : formatNumber(count);
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 pt-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        {/* A div: while loading, the value is a skeleton block, which may not sit inside a <p>. */}
        <div className="text-2xl font-semibold tabular-nums">{value}</div>
        {href && (
          <Link to={href} className="text-sm text-primary underline-offset-4 hover:underline">
            View {label.toLowerCase()}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function ExternalFact({ label, url }: { label: string; url: string | null | undefined }) {
  const href = safeHttpUrl(url);
  return (
    <Fact label={label}>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          {href.replace(/^https?:\/\//, '')}
          <ExternalLink aria-hidden className="size-3" />
        </a>
      ) : (
        '—'
      )}
    </Fact>
  );
}

function AboutCard({ communityId, community: c }: { communityId: string; community: Community | undefined }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-3">
          <Avatar src={c?.logo} alt="" size={40} fallback={c?.name ?? communityId} />
          About
        </CardTitle>
      </CardHeader>
      <CardContent>
        {c ? (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label="ID">
              <span className="font-mono text-xs">{c.id}</span>
            </Fact>
            <Fact label="Short name">{c.shortName}</Fact>
            <Fact label="Type">{c.type}</Fact>
            <Fact label="Joining (request level)">{c.requestLevel}</Fact>
            <Fact label="Approved">
              <DateTime value={c.approvedAt} />
            </Fact>
            <Fact label="Verified">
              <DateTime value={c.verifiedAt} />
            </Fact>
            <Fact label="Created">
              <DateTime value={c.createdAt} />
            </Fact>
            <Fact label="Updated">
              <DateTime value={c.updatedAt} />
            </Fact>
            <ExternalFact label="Website" url={c.website} />
            <ExternalFact label="X (Twitter)" url={c.twitter} />
            <ExternalFact label="Discord" url={c.discord} />
            <ExternalFact label="YouTube" url={c.youtube} />
          </dl>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3" aria-hidden>
            {Array.from({ length: 9 }, (_, i) => (
              <Skeleton key={i} className="h-9" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function CommunityShow() {
  const communityId = useParams().communityId ?? '';
  const query = useCommunityWithPlaceholder(communityId);
  const queryClient = useQueryClient();
  const counts = communityCountQueries(communityId, queryClient);
  const members = useQuery(counts.members);
  const badges = useQuery(counts.badges);
  const tags = useQuery(counts.tags);
  const c = query.data;
  // The parts below the counts, made again only for another community or record: the counts are
  // read again on visits and after writes, and each answer redrew the insights and the timeline (a
  // hundred rows of links and dates) under them, a long task while the user worked elsewhere on the
  // page (the command palette). The header and counts come first, the parts below in the frames
  // after (AfterPaint): drawn in one frame, the overview's style and layout was a task of about 20 ms
  // of CPU.
  const below = useMemo(
    () => (
      <AfterPaint>
        {/* Its own reads, progress and errors: it never holds the page back. */}
        <CommunityInsights communityId={communityId} />
        <AfterPaint>
          <AboutCard communityId={communityId} community={c} />
          <TopBoards communityId={communityId} />
          {/* Below the overview, with its own reads and loading state: it never holds the page back. */}
          <CommunityTimeline communityId={communityId} />
        </AfterPaint>
      </AfterPaint>
    ),
    [communityId, c],
  );

  if (query.error && !c) return <QueryState query={query}>{() => null}</QueryState>;
  return (
    <>
      <PageHeader
        title={c?.name ?? 'Community'}
        description={c?.description ?? undefined}
        actions={
          <Link to={paths.memberNew(communityId)} className={buttonVariants({ variant: 'primary' })}>
            <UserPlus aria-hidden className="size-4" />
            Add member
          </Link>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <CountCard label="Members" count={members.data?.total} href={paths.members(communityId)} />
        <CountCard label="Badges" count={badges.data?.total} href={paths.badges(communityId)} />
        <CountCard label="Tags" count={tags.data?.total} href={paths.tags(communityId)} />
      </div>
      {below}
    </>
  );
}
