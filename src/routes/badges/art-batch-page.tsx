import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { badgeCountQuery } from '../../api/resources/badges';
import { ErrorState } from '../../components/feedback/error-state';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import type { ArtBatchItem, ArtBatchParams } from '../../features/jobs/art-batch-kind';
import { useJob, useJobs } from '../../features/jobs/use-jobs';
import { useJobParam } from '../../hooks/use-job-param';
import { ArtBatchFlow } from './art-batch-flow';
import { ArtBatchReport } from './art-batch-report';
import { useAllBadges } from './use-all-badges';

function BatchJob({ jobId, onAnother }: { jobId: string; onAnother: () => void }) {
  const { loaded } = useJobs();
  const job = useJob<ArtBatchItem, ArtBatchParams>(jobId);
  if (!loaded) return <p className="text-sm text-muted-foreground">Loading the job…</p>;
  return (
    <div className="grid gap-4">
      {job ? (
        <ArtBatchReport job={job} />
      ) : (
        <p className="text-sm">This job is no longer kept in this browser.</p>
      )}
      <div>
        <Button variant="secondary" onClick={onAnother}>
          Start another batch
        </Button>
      </div>
    </div>
  );
}

function BatchStart({ communityId, onStarted }: { communityId: string; onStarted: (id: string) => void }) {
  const count = useQuery(badgeCountQuery(communityId));
  const { state, start, cancel } = useAllBadges(communityId, count.isSuccess);
  if (count.isError) {
    return (
      <ErrorState
        title="The badges could not be read"
        error={count.error}
        onRetry={() => void count.refetch()}
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <ErrorState title="The badges could not be read" error={state.error} onRetry={() => void start()} />
    );
  }
  if (state.status === 'cancelled') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>Reading the badges was cancelled: files are matched against every badge.</p>
        <Button variant="secondary" size="sm" onClick={() => void start()}>
          Read them again
        </Button>
      </div>
    );
  }
  if (state.status !== 'done') {
    return (
      <TaskProgress
        label="Reading badges"
        done={state.status === 'running' ? state.progress.done : 0}
        total={(state.status === 'running' ? state.progress.total : undefined) ?? count.data?.total}
        unit="badges"
        onCancel={cancel}
      />
    );
  }
  return (
    <>
      {state.result.note && <p className="text-sm text-warning-fg">{state.result.note}</p>}
      <ArtBatchFlow communityId={communityId} badges={state.result.badges} onStarted={onStarted} />
    </>
  );
}

/**
 * Batch art for a community's badges: many images dropped at once, matched to badges by name,
 * prepared as the studio would and sent as one resumable job. The job's id goes in the URL, so a
 * reload comes back to its progress and report.
 */
export function ArtBatchPage() {
  const communityId = useParams().communityId ?? '';
  const [jobId, setJobId] = useJobParam();
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Batch art"
        description="Drop images for many badges at once: each is matched to a badge by its file name, checked, cropped and resized as the studio does, then uploaded as one job you can follow, pause or resume."
        actions={
          <Link to={paths.badges(communityId)} className={buttonVariants({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Badges
          </Link>
        }
      />
      {jobId ? (
        <BatchJob jobId={jobId} onAnother={() => setJobId(undefined, { exclusive: true })} />
      ) : (
        <BatchStart communityId={communityId} onStarted={(id) => setJobId(id, { exclusive: true })} />
      )}
    </div>
  );
}
