import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '../../lib/load-chunk';
import { whenIdle } from '../../lib/schedule';

// The jobs runner, its storage and its kinds stay out of the first page's JavaScript: they load
// once the page has shown its data, then resume any job a reload interrupted, whatever the page.
const JobsStatusLink = lazy(async () => ({
  default: (await loadChunk(() => import('../../features/jobs/jobs-status-link'))).JobsStatusLink,
}));

/** The longest the indicator waits for the page's reads to settle (a long read must not hold it). */
const MAX_WAIT_MS = 3000;

/**
 * The top bar's "1 job running" link, loaded once the page's first reads have settled and the
 * browser is idle, so its code never competes with the first list for the network or the CPU.
 */
export function JobsIndicator() {
  const [load, setLoad] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => {
    if (load) return;
    const timer = setTimeout(() => setLoad(true), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [load]);
  useEffect(() => {
    if (load || fetching > 0) return;
    return whenIdle(() => setLoad(true), 1000);
  }, [load, fetching]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <JobsStatusLink />
    </Suspense>
  );
}
