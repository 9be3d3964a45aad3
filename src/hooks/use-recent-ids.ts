import { useCallback, useMemo } from 'react';
import { forgetRecentId, recentIdsStore, rememberRecentId, type RecentId } from '../lib/recent-ids';
import { useConnectionScoped } from './use-connection-scoped';

/**
 * The ids of one kind (`experiences`, `collections`, `mintables`) opened recently in a scope (a
 * community or a collection) on the current connection, newest first, with ways to add and forget.
 */
export function useRecentIds(kind: string, scope: string) {
  const { value: items, keyNow } = useConnectionScoped(recentIdsStore, kind, scope);
  // Stable across changes of the list, so an effect may call them without running again.
  const remember = useCallback(
    (entry: RecentId) => {
      const key = keyNow();
      if (key) rememberRecentId(key, entry);
    },
    [keyNow],
  );
  const forget = useCallback(
    (id: string) => {
      const key = keyNow();
      if (key) forgetRecentId(key, id);
    },
    [keyNow],
  );
  return useMemo(() => ({ items, remember, forget }), [items, remember, forget]);
}
