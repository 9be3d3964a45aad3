import { processed } from './job-state';
import type { Job } from './job-types';

/** The pace is trusted once the job has run this long since it (re)started. */
const MIN_ELAPSED_MS = 1500;

/**
 * How long the rest of a running job should take at its pace since it last started (waits for a
 * rate limit included, as they will likely recur); undefined until that pace is known.
 */
export function timeLeftMs(
  job: Pick<Job, 'status' | 'itemCount' | 'counts' | 'updatedAt' | 'runStart'>,
): number | undefined {
  if (job.status !== 'running' || !job.runStart) return undefined;
  const done = processed(job);
  const elapsed = job.updatedAt - job.runStart.at;
  const since = done - job.runStart.processed;
  if (elapsed < MIN_ELAPSED_MS || since <= 0) return undefined;
  return Math.round(((job.itemCount - done) * elapsed) / since);
}

/** "about 40 s left", "about 3 min left", "about 1 h 5 min left". */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h left` : `about ${hours} h ${rest} min left`;
}
