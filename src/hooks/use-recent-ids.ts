import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../api/credentials';
import {
  forgetRecentId,
  parseRecentIds,
  recentIdsKey,
  rememberRecentId,
  subscribeRecentIds,
  type RecentId,
} from '../lib/recent-ids';

function subscribe(listener: () => void): () => void {
  const unsubscribeIds = subscribeRecentIds(listener);
  const unsubscribeConnection = subscribeConnection(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribeIds();
    unsubscribeConnection();
    window.removeEventListener('storage', listener);
  };
}

const EMPTY: RecentId[] = [];
// useSyncExternalStore needs a stable snapshot: a list is parsed again only when its text changes.
const parsed = new Map<string, { raw: string; list: RecentId[] }>();

function readList(key: string): RecentId[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY; // storage disabled
  }
  if (raw === null) return EMPTY;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.list;
  const list = parseRecentIds(raw);
  parsed.set(key, { raw, list });
  return list;
}

/**
 * The ids of one kind (`experiences`, `collections`, `mintables`) opened recently in a scope (a
 * community or a collection) on the current connection, newest first, with ways to add and forget.
 */
export function useRecentIds(kind: string, scope: string) {
  const keyNow = useCallback(() => {
    const baseUrl = getConnection()?.baseUrl;
    return baseUrl ? recentIdsKey(baseUrl, kind, scope) : undefined;
  }, [kind, scope]);
  const getSnapshot = useCallback(() => {
    const key = keyNow();
    return key ? readList(key) : EMPTY;
  }, [keyNow]);
  const items = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
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
