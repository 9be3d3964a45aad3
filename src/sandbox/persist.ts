import { createStore as createIdbStore, del, get, set } from 'idb-keyval';
import type { Snapshot } from './domain/stored';

/** Where the sandbox keeps its state between page loads (browser only). */
export interface Persistence {
  load(): Promise<Snapshot | undefined>;
  /** Schedules a save; `take` is called once, when the write happens. */
  save(take: () => Snapshot): void;
  clear(): Promise<void>;
}

const KEY = 'state';

/**
 * IndexedDB persistence. Writes are coalesced: many changes in one burst (a bulk import) cost one
 * write, taken after the burst, off the request's path.
 */
export function indexedDbPersistence(dbName = 'badge-console-sandbox'): Persistence {
  const idb = createIdbStore(dbName, 'snapshots');
  let pending: (() => Snapshot) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const take = pending;
    pending = undefined;
    if (take)
      set(KEY, take(), idb).catch((error: unknown) => console.error('Sandbox: could not save state', error));
  };
  addEventListener('pagehide', flush);
  return {
    load: async () => {
      try {
        return await get<Snapshot>(KEY, idb);
      } catch {
        return undefined; // private mode or a broken database: start from the seed
      }
    },
    save: (take) => {
      pending = take;
      timer ??= setTimeout(flush, 150);
    },
    clear: async () => {
      pending = undefined;
      await del(KEY, idb);
    },
  };
}
