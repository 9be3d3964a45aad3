import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';

/** The current connection (sandbox or live), re-rendering when it changes. */
export function useConnection() {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}
