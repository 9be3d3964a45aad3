import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { jobKind } from './job-kinds';
import type { JobMeta } from './job-types';

/** At most one refresh of a running job's reads in this time (a chunk of ten awards takes about a second). */
const REFRESH_EVERY_MS = 2000;

/** Statuses after which no more results come until the job is resumed. */
const STOPPED = new Set(['done', 'cancelled', 'paused']);

const processedOf = (job: JobMeta) => Object.values(job.counts).reduce((sum, n) => sum + n, 0);

/**
 * Refreshes what jobs change, as their kinds declare it (`refresh`): after chunks (at most every
 * REFRESH_EVERY_MS while a job runs) and once more when it stops, so a list open in this tab, or
 * the next one opened, shows what the job did without a Refresh. Only results written while this
 * hook watched count: a job that finished before the page loaded changed nothing since.
 */
export function useJobRefresh(jobs: readonly JobMeta[]): void {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<string, { refreshed: number; at: number }>());
  useEffect(() => {
    const now = Date.now();
    for (const job of jobs) {
      const processed = processedOf(job);
      const before = seen.current.get(job.id);
      if (!before) {
        seen.current.set(job.id, { refreshed: processed, at: 0 });
        continue;
      }
      if (processed <= before.refreshed) continue;
      if (!STOPPED.has(job.status) && now - before.at < REFRESH_EVERY_MS) continue;
      seen.current.set(job.id, { refreshed: processed, at: now });
      jobKind(job.kind)?.refresh?.(queryClient, job.params);
    }
  }, [jobs, queryClient]);
}
