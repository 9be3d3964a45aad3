import { useCallback, useEffect } from 'react';
import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { fetchAllBadges } from '../../api/resources/badges';
import type { Badge } from '../../api/types';
import { useCancellableTask } from '../../hooks/use-cancellable-task';

/**
 * Every badge of the community, read page after page with progress, once `ready` (the count read
 * first is a query: a refused key there goes to the connection screen, as on every page).
 */
export function useAllBadges(communityId: string, ready: boolean) {
  const { state, run, cancel } = useCancellableTask<{ badges: Badge[]; note?: string }>();
  const start = useCallback(
    () =>
      run(async ({ signal, onProgress }) => {
        const all = await fetchAllBadges(communityId, {
          signal,
          onProgress: (p) => onProgress({ done: p.loaded, total: p.total }),
        });
        return {
          badges: all.items,
          note: all.incomplete && `Not every badge was read: ${describeIncompleteRead(all.incomplete)}.`,
        };
      }),
    [communityId, run],
  );
  useEffect(() => {
    if (ready) void start();
  }, [ready, start]);
  return { state, start, cancel };
}
