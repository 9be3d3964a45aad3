import { clear, createStore, get, set } from 'idb-keyval';

/**
 * Bytes of uploaded files, by storage key. Kept out of the state snapshot (which is cloned and
 * rewritten on every change); the files collection in the snapshot says which keys exist.
 */
export interface FileBytesStore {
  put(key: string, blob: Blob): Promise<void>;
  get(key: string): Promise<Blob | undefined>;
  clear(): Promise<void>;
}

/** For Node and tests: lives as long as the process. */
export function memoryFileBytes(): FileBytesStore {
  const blobs = new Map<string, Blob>();
  return {
    put: (key, blob) => {
      blobs.set(key, blob);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(blobs.get(key)),
    clear: () => {
      blobs.clear();
      return Promise.resolve();
    },
  };
}

/**
 * For the browser: IndexedDB, so uploads survive reloads as the state does. Its own database:
 * idb-keyval opens one object store per database.
 */
export function indexedDbFileBytes(dbName = 'badge-console-sandbox-files'): FileBytesStore {
  const idb = createStore(dbName, 'files');
  return {
    put: (key, blob) => set(key, blob, idb),
    get: async (key) => {
      const value = await get<unknown>(key, idb);
      return value instanceof Blob ? value : undefined;
    },
    clear: () => clear(idb),
  };
}
