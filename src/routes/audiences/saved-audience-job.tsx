import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { JobCard } from '../../features/jobs/job-card';
import type { TagMemberItem, TagMembersParams } from '../../features/jobs/tag-members-add-kind';
import { useJob, useJobs } from '../../features/jobs/use-jobs';
import { useJobParam } from '../../hooks/use-job-param';

/** The job that gives a saved audience's tag to its members (its id is the URL's `job`). */
export function SavedAudienceJob({ communityId }: { communityId: string }) {
  const [jobId, setJobId] = useJobParam();
  const { loaded } = useJobs();
  const job = useJob<TagMemberItem, TagMembersParams>(jobId);
  if (!jobId) return null;
  if (!job) {
    return loaded ? (
      <p className="text-sm text-muted-foreground">
        This saving is not in this browser’s jobs.{' '}
        <Link to={paths.jobs()} className="text-primary underline-offset-4 hover:underline">
          See the jobs
        </Link>
      </p>
    ) : null;
  }
  return (
    <JobCard
      job={job}
      headingLevel="h3"
      extra={
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          <Link
            to={paths.tag(communityId, job.params.tagId)}
            className="text-primary underline-offset-4 hover:underline"
          >
            Open the tag
          </Link>
          <Link to={paths.jobs()} className="text-primary underline-offset-4 hover:underline">
            All jobs
          </Link>
        </p>
      }
      onRemoved={() => setJobId(undefined, { replace: true })}
    />
  );
}
