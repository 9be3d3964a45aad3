import { createStore as createIdbStore, del, get, set } from 'idb-keyval';
import type { Snapshot } from './domain/stored';

/** Where the sandbox keeps its state between page loads (browser only). */
export interface Persistence {
  load(): Promise<Snapshot | undefined>;
  /**
   * Schedules a save; `take` is called once, when the write happens. Resolves once the state is
   * stored, so a write is answered only when a reload can no longer lose it.
   */
  save(take: () => Snapshot): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'state';

/**
 * Saves coalesced: changes made in the same task (requests answered together) share one write,
 * started on the next task; every `save` resolves when the write that includes it is done. A write
 * that fails is reported and resolves (the state in memory is still right).
 */
export function coalescedWriter(write: (snapshot: Snapshot) => Promise<void>) {
  let pending: { take: () => Snapshot; done: Promise<void>; resolve: () => void } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = undefined;
    if (!batch) return;
    write(batch.take())
      .catch((error: unknown) => console.error('Sandbox: could not save state', error))
      .finally(batch.resolve);
  };

  return {
    save: (take: () => Snapshot): Promise<void> => {
      if (pending) {
        pending.take = take;
        return pending.done;
      }
      let settle: (() => void) | undefined;
      const done = new Promise<undefined>((resolve) => {
        settle = () => resolve(undefined);
      });
      pending = { take, done, resolve: () => settle?.() };
      timer = setTimeout(flush, 0);
      return done;
    },
    /** Starts the pending write now (the page is going away). */
    flush,
    /** Forgets a pending write (the state is being cleared); its `save` resolves. */
    drop: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending?.resolve();
      pending = undefined;
    },
  };
}

/**
 * IndexedDB persistence. A write request is answered after its state is stored (as a service
 * commits before it answers): before, a reload in the moment after an answer could lose what the
 * answer confirmed, and a bulk import resumed after a reload found members missing that it had
 * been told were added.
 */
export function indexedDbPersistence(dbName = 'badge-console-sandbox'): Persistence {
  const idb = createIdbStore(dbName, 'snapshots');
  const writer = coalescedWriter((snapshot) => set(KEY, snapshot, idb));
  addEventListener('pagehide', writer.flush);
  return {
    load: async () => {
      try {
        return await get<Snapshot>(KEY, idb);
      } catch {
        return undefined; // private mode or a broken database: start from the seed
      }
    },
    save: writer.save,
    clear: async () => {
      writer.drop();
      await del(KEY, idb);
    },
  };
}
