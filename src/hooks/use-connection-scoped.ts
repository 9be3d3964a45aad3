import { useCallback, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../api/credentials';
import type { ConnectionScopedStore } from '../lib/connection-scoped-store';

/**
 * The key of `scope` on the current connection, read when called (undefined without a
 * connection), and the store's value under it, kept current across writes in this tab, other
 * tabs' writes and a change of connection. For the IndexedDB store, see `useConnectionScopedQuery`.
 */
export function useConnectionScoped<T, Scope extends readonly string[]>(
  store: ConnectionScopedStore<T, Scope>,
  ...scope: Scope
): { value: T; keyNow: () => string | undefined } {
  const scopeText = JSON.stringify(scope);
  const keyNow = useCallback(() => {
    const baseUrl = getConnection()?.baseUrl;
    return baseUrl ? store.key(baseUrl, ...(JSON.parse(scopeText) as Scope)) : undefined;
  }, [store, scopeText]);
  const subscribe = useCallback(
    (listener: () => void) => {
      // The store's signal covers this tab's writes and other tabs' (the `storage` event).
      const stopStore = store.subscribe(() => listener());
      const stopConnection = subscribeConnection(listener);
      return () => {
        stopStore();
        stopConnection();
      };
    },
    [store],
  );
  const getSnapshot = useCallback(() => {
    const key = keyNow();
    return key ? store.read(key) : store.empty;
  }, [keyNow, store]);
  const value = useSyncExternalStore(subscribe, getSnapshot, () => store.empty);
  return { value, keyNow };
}
