import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import { useConnectionScopedQuery } from '../../hooks/use-connection-scoped-query';
import { journalKey, journalStore } from './journal-storage';

/** The journal of the current connection (newest first; read again when a write adds to it) and its clearing. */
export function useJournal() {
  const connection = useSyncExternalStore(subscribeConnection, getConnection, getConnection);
  const store = journalStore();
  const key = connection ? journalKey(connection.baseUrl) : undefined;
  const query = useConnectionScopedQuery(store, key);
  const clear = () => (key ? store.remove(key) : Promise.resolve());
  return { query, clear };
}
