import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import type { TimelineWarning } from '../../features/communities/timeline';
import { TIMELINE_BADGES, useCommunityTimeline } from '../../features/communities/use-community-timeline';
import { useNow } from '../../hooks/use-now';
import { formatDateTime, formatNumber } from '../../lib/format';
import { TimelineChart } from './timeline-chart';

const day = (t: number) => formatDateTime(t, { dateStyle: 'medium' });

function WarningText({ warning: w }: { warning: TimelineWarning }) {
  if (w.kind === 'reward') {
    return (
      <>
        Reward <strong>{w.reward}</strong> of <strong>{w.badge}</strong> ends on {day(w.rewardEnd)}, while the
        badge takes claims until {day(w.claimEnd)}: members who claim after the reward ends get no reward.
      </>
    );
  }
  const badges = w.badges.map((b) => `${b.name} (until ${day(b.claimEnd)})`).join(', ');
  return (
    <>
      <strong>{w.experience}</strong> ends on {day(w.end)}, while{' '}
      {w.badges.length === 1
        ? 'a live badge it may feed takes'
        : `${String(w.badges.length)} live badges it may feed take`}{' '}
      claims longer: {badges}. Members who arrive after it closes cannot earn them there.
    </>
  );
}

function Warnings({ warnings }: { warnings: TimelineWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-label="Schedule warnings"
      className="rounded-md border border-warning-fg/30 bg-warning-bg p-3"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-warning-fg">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {warnings.length === 1 ? '1 schedule conflict' : `${String(warnings.length)} schedule conflicts`}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-9 text-sm text-warning-fg">
        {warnings.map((w) => (
          <li key={w.id}>
            <WarningText warning={w} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Legend() {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span className="h-3 w-5 rounded-sm bg-primary" />
        Experience
      </li>
      <li className="flex items-center gap-1.5">
        <span className="h-2 w-5 rounded-sm bg-info-fg/35" />
        <span className="-ml-1.5 h-4 w-0.5 bg-info-fg" />
        Badge claim window and its end
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-2.5 rotate-45 border border-success-fg bg-success-bg" />
        Reward ends
      </li>
      <li className="flex items-center gap-1.5">
        <span className="h-4 w-px bg-foreground/60" />
        Today
      </li>
    </ul>
  );
}

function TimelineSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-6" />
      ))}
    </div>
  );
}

/**
 * Experiences, badge claim windows and reward end dates on one time axis, with the conflicts
 * between them. It reads its own data and shows its own loading state, below the overview.
 */
export function CommunityTimeline({ communityId }: { communityId: string }) {
  const now = useNow();
  const { timeline, error, retry, experiencesUnavailable, badgeTotal, rewardsFailed } =
    useCommunityTimeline(communityId);

  let body;
  if (error && !timeline) {
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>The timeline could not be read: {error.message}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  } else if (!timeline) {
    body = <TimelineSkeleton />;
  } else if (timeline.rows.length === 0) {
    body = <p className="text-sm text-muted-foreground">No experiences or live badges with dates yet.</p>;
  } else {
    body = (
      <>
        <Warnings warnings={timeline.warnings} />
        <Legend />
        <TimelineChart
          timeline={timeline}
          now={now}
          hrefOf={(row) =>
            row.kind === 'experience'
              ? paths.experience(communityId, row.id)
              : paths.badge(communityId, row.id)
          }
        />
      </>
    );
  }

  const notes = [
    experiencesUnavailable && 'This server does not list experiences, so none are shown.',
    badgeTotal !== undefined &&
      badgeTotal > TIMELINE_BADGES &&
      `Only the first ${String(TIMELINE_BADGES)} of ${formatNumber(badgeTotal)} badges are read.`,
    rewardsFailed > 0 && `The rewards of ${formatNumber(rewardsFailed)} badges could not be read.`,
  ].filter((n): n is string => typeof n === 'string');

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
        <CardDescription>
          Experiences, live and approved badges&apos; claim windows and their rewards&apos; end dates. The
          service does not link experiences to badges: an experience is taken to feed the live badges whose
          claim windows overlap it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-busy={!timeline && !error}>
        {body}
        {notes.map((note) => (
          <p key={note} className="text-xs text-muted-foreground">
            {note}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}
