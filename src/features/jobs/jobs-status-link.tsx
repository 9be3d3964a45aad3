import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useJobRefresh } from './use-job-refresh';
import { useJobs } from './use-jobs';

const plural = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);

/**
 * "1 job running" in the top bar, linking to the jobs page; nothing when no job is under way. Its
 * use of the jobs hooks is what starts the runner on any page, so a job resumes after a reload
 * wherever the reload happens; mounted on every page, it also refreshes what running jobs change.
 */
export function JobsStatusLink() {
  const { jobs } = useJobs();
  useJobRefresh(jobs);
  const running = jobs.filter((j) =>
    ['queued', 'running', 'pausing', 'cancelling'].includes(j.status),
  ).length;
  const paused = jobs.filter((j) => j.status === 'paused').length;
  const count = running > 0 ? running : paused;
  const text = running > 0 ? `${plural(running)} running` : paused > 0 ? `${plural(paused)} paused` : null;
  return (
    <div role="status" className="contents">
      {text && (
        <Link
          to={paths.jobs()}
          title={text}
          className="inline-flex items-center gap-1 rounded-full border border-border bg-card px-2.5 py-1 text-xs font-medium whitespace-nowrap text-foreground hover:underline"
        >
          <ListChecks aria-hidden className="size-3.5" />
          <span className="sr-only">{text}</span>
          {/* A phone's top bar keeps room for the page's name: the count only. */}
          <span aria-hidden className="sm:hidden">
            {count}
          </span>
          <span aria-hidden className="hidden sm:inline">
            {text}
          </span>
        </Link>
      )}
    </div>
  );
}
