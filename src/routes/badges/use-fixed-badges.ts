import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { badgeQuery } from '../../api/resources/badges';
import type { Badge } from '../../api/types';

/**
 * The badges as read, with the ones given new art on this page as the cache now holds them (each
 * save writes the badge's cached page): the grid shows the new art without reading every badge
 * again. The cached pages are only watched, never fetched.
 */
export function useFixedBadges(communityId: string, read: readonly Badge[]) {
  const [ids, setIds] = useState<readonly string[]>([]);
  const fixed = useCallback(
    (badgeId: string) => setIds((all) => (all.includes(badgeId) ? all : [...all, badgeId])),
    [],
  );
  const saved = useQueries({
    queries: ids.map((id) => ({ ...badgeQuery(communityId, id), enabled: false })),
    combine: (results) => results.flatMap((q) => (q.data ? [q.data] : [])),
  });
  const badges = useMemo(() => {
    const byId = new Map(saved.map((b) => [b.id, b] as const));
    return read.map((b) => {
      const now = byId.get(b.id);
      // A save whose answer did not describe the badge caches only what was sent: keep the rest.
      return now ? { ...b, ...now } : b;
    });
  }, [read, saved]);
  return { badges, fixed };
}
