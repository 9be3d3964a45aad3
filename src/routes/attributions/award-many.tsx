import { useQueryClient } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../../components/feedback/empty-state';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button, buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { refreshAttributionLists } from '../../features/attributions/api';
import { badgeAwardListKind } from '../../features/jobs/badge-award-list-kind';
import { JobCard } from '../../features/jobs/job-card';
import { useJob, useJobCommands, useJobs } from '../../features/jobs/use-jobs';
import { formatNumber } from '../../lib/format';
import { badgeTitle } from '../badges/badge-columns';
import { useBadgeHub } from '../badges/badge-hub';
import { buildAwardPlan, type AwardPlan } from './award-many-plan';
import { AwardManyReport } from './award-many-report';
import { AwardManyReview } from './award-many-review';
import { AwardManySource } from './award-many-source';
import { NotLiveNote } from './not-live-note';
import { useAwardManyCheck, type AwardCheckState } from './use-award-many-check';

const PHASES = {
  read: 'Reading the file',
  parse: 'Reading the lines',
  validate: 'Checking the addresses',
  attributions: 'Reading who holds the badge',
} as const;

function CheckProgress({ state }: { state: AwardCheckState }) {
  if (state.status !== 'checking') return null;
  if (state.phase === 'attributions') {
    const p = state.attributions;
    return (
      <TaskProgress
        label={PHASES.attributions}
        done={p?.loaded ?? 0}
        {...(p ? { total: p.total } : {})}
        unit="attributions"
      />
    );
  }
  return (
    <TaskProgress
      label={PHASES[state.phase]}
      done={Math.round(state.share * 100)}
      total={100}
      unit="percent"
    />
  );
}

function summary(plan: AwardPlan): string {
  return `Checked: ${formatNumber(plan.toAward)} to award, ${formatNumber(plan.counts['already-awarded'])} already awarded, ${formatNumber(plan.invalid)} invalid, ${formatNumber(plan.counts['over-max-claims'])} over maxClaims.`;
}

/**
 * Award the badge to many wallets: a CSV file or pasted list, checked line by line in a worker,
 * compared with the badge's attributions and its maxClaims (the dry run), then sent by the job
 * runner one award at a time. The job's id goes in the URL, so a reload comes back to its progress.
 */
export function AwardMany() {
  const { communityId, badge } = useBadgeHub();
  const badgeId = badge.id;
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job') ?? undefined;
  const check = useAwardManyCheck(communityId, badgeId);
  const commands = useJobCommands();
  const { loaded } = useJobs();
  const job = useJob(jobId);
  const queryClient = useQueryClient();
  // A second click before the first start resolves must not start a second job.
  const startingRef = useRef(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { state } = check;

  const ready = state.status === 'ready' ? state : null;
  const plan = useMemo(
    () =>
      ready
        ? buildAwardPlan({
            report: ready.report,
            awarded: ready.holders?.wallets ?? [],
            current: ready.holders?.total ?? 0,
            maxClaims: badge.maxClaims,
            claimEndDate: badge.claimEndDate,
            now: ready.checkedAt,
          })
        : null,
    [ready, badge.maxClaims, badge.claimEndDate],
  );

  const finished = job?.status === 'done' || job?.status === 'cancelled';
  useEffect(() => {
    if (finished) void refreshAttributionLists(queryClient, communityId, badgeId);
  }, [finished, queryClient, communityId, badgeId]);

  const blocked =
    badge.status !== 'live'
      ? 'This badge is not live: the service refuses awards until it is published.'
      : ready && !ready.holders
        ? 'The badge’s attributions must be read first, to leave out wallets that hold it and count its claims.'
        : null;

  const start = async (autoClaim: boolean) => {
    if (!plan || startingRef.current) return;
    startingRef.current = true;
    setStarting(true);
    setStartError(null);
    const count = plan.toAward;
    try {
      const id = await commands.start(badgeAwardListKind, {
        title: `Award ${badgeTitle(badge)} to ${formatNumber(count)} ${count === 1 ? 'wallet' : 'wallets'}`,
        params: { communityId, badgeId, ...(autoClaim ? { autoClaim } : {}) },
        items: plan.lines,
      });
      setSearch({ job: id }, { replace: true });
    } catch (error) {
      startingRef.current = false;
      setStartError(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const another = () => {
    startingRef.current = false;
    check.reset();
    setSearch({});
  };

  return (
    <section aria-labelledby="award-many-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="award-many-heading" className="text-lg font-semibold">
            Award to many wallets
          </h2>
          <p className="text-sm text-muted-foreground">
            From a CSV file or a pasted list. Every line is checked, and the badge’s holders and maxClaims
            taken into account, before anything is sent.
          </p>
        </div>
        {jobId && (
          <Button variant="secondary" onClick={another}>
            Award another list
          </Button>
        )}
      </div>
      <NotLiveNote communityId={communityId} badge={badge} />
      {jobId ? (
        job ? (
          <JobCard
            job={job}
            headingLevel="h3"
            extra={<JobLinks communityId={communityId} badgeId={badgeId} />}
            onRemoved={another}
          />
        ) : loaded ? (
          <EmptyState
            icon={ListChecks}
            title="This award is not in this browser’s jobs"
            description="It may have been removed, or started in another browser."
            action={
              <Link to={paths.jobs()} className={buttonVariants({ variant: 'secondary' })}>
                See the jobs
              </Link>
            }
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading the award…</p>
        )
      ) : (
        <>
          <AwardManySource
            onSource={(source) => void check.check(source)}
            busy={state.status === 'checking'}
          />
          <CheckProgress state={state} />
          {state.status === 'failed' && (
            <p role="alert" className="text-sm text-danger-fg">
              The list could not be read: {state.message}
            </p>
          )}
          {ready?.holdersError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-fg">
              <span>Could not read who holds the badge: {ready.holdersError}</span>
              <Button variant="secondary" size="sm" onClick={() => void check.recheck()}>
                Check again
              </Button>
            </div>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {plan && !jobId && ready?.holders ? summary(plan) : ''}
      </p>
      {plan && !jobId && ready?.holders && (
        <AwardManyReview
          plan={plan}
          blocked={blocked}
          onStart={(autoClaim) => void start(autoClaim)}
          starting={starting}
        />
      )}
      {startError && (
        <p role="alert" className="text-sm text-danger-fg">
          The award could not start: {startError}
        </p>
      )}
      {plan && !jobId && <AwardManyReport plan={plan} />}
    </section>
  );
}

function JobLinks({ communityId, badgeId }: { communityId: string; badgeId: string }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
      <Link
        to={paths.attributions(communityId, badgeId)}
        className="text-primary underline-offset-4 hover:underline"
      >
        Attributions
      </Link>
      <Link to={paths.jobs()} className="text-primary underline-offset-4 hover:underline">
        All jobs
      </Link>
    </p>
  );
}
