import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AsyncConnectionScopedStore } from '../lib/connection-scoped-store-indexeddb';

/** Local keys (this browser's IndexedDB, not the API): named apart from the generated ones. */
export const connectionScopedQueryKey = (databaseName: string, key: string | undefined) =>
  ['connection-scoped-store', databaseName, key] as const;

/**
 * The value of an IndexedDB connection-scoped store under `key` (built with `store.key`, so it names
 * the connection), read through TanStack Query for its loading and error states. It is read again
 * only when the store says that key changed, in this tab or in another: nothing else writes it, so
 * it never goes stale by time. `key` undefined: nothing to read yet. The value may not be undefined
 * (a query may not resolve to it): a store for "maybe nothing" uses null as its empty value.
 */
export function useConnectionScopedQuery<T, Scope extends readonly string[]>(
  store: AsyncConnectionScopedStore<T, Scope>,
  key: string | undefined,
) {
  const queryClient = useQueryClient();
  const databaseName = store.database.name;
  useEffect(() => {
    if (key === undefined) return undefined;
    return store.subscribe((changed) => {
      if (changed !== undefined && changed !== key) return;
      void queryClient.invalidateQueries({
        queryKey: connectionScopedQueryKey(databaseName, key),
        exact: true,
      });
    });
  }, [store, databaseName, key, queryClient]);
  return useQuery({
    queryKey: connectionScopedQueryKey(databaseName, key),
    queryFn: key === undefined ? skipToken : () => store.read(key),
    staleTime: Infinity,
  });
}
