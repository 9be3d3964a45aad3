import { ListChecks } from 'lucide-react';
import { EmptyState } from '../../components/feedback/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { JobCard } from '../../features/jobs/job-card';
import { isFinished } from '../../features/jobs/job-state';
import type { Job } from '../../features/jobs/job-types';
import { useJobs } from '../../features/jobs/use-jobs';

function JobSection({ title, jobs }: { title: string; jobs: readonly Job[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} headingLevel="h3" />
      ))}
    </section>
  );
}

/** Every job kept in this browser, under way first, newest first within each group. */
export function JobList() {
  const { jobs, loaded } = useJobs();
  const underWay = jobs.filter((job) => !isFinished(job));
  const finished = jobs.filter(isFinished);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Jobs"
        description="Bulk work started in this browser, such as member imports. Jobs run while the dashboard is open in a tab and continue after a reload."
      />
      {!loaded ? (
        <div role="status" aria-label="Loading jobs" className="flex flex-col gap-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : jobs.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No jobs yet"
          description="Importing members from a file starts a job; it shows here with its progress and, at the end, its results."
        />
      ) : (
        <>
          <JobSection title="Under way" jobs={underWay} />
          <JobSection title="Finished" jobs={finished} />
        </>
      )}
    </div>
  );
}
