import { lazy, Suspense, useEffect, useState } from 'react';

// The jobs runner, its storage and its kinds stay out of the first page's JavaScript: they load
// once the page has painted, then resume any job a reload interrupted, whatever the page.
const JobsStatusLink = lazy(async () => ({
  default: (await import('../../features/jobs/jobs-status-link')).JobsStatusLink,
}));

/** Waits for the browser to be idle after the first paint (or a second at most). */
function afterFirstPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** The top bar's "1 job running" link, loaded after the page's first paint. */
export function JobsIndicator() {
  const [load, setLoad] = useState(false);
  useEffect(() => afterFirstPaint(() => setLoad(true)), []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <JobsStatusLink />
    </Suspense>
  );
}
