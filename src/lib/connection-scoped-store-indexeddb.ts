import { createStore, del, get, set, update } from 'idb-keyval';
import type { ScopedKey } from './connection-scoped-store';
import {
  broadcastSignal,
  createChangeSignal,
  type ChangeListener,
  type ChangeSignal,
} from './connection-scoped-store-signal';

/**
 * The IndexedDB backend of the connection-scoped store (see `connection-scoped-store.ts`), for
 * values too big for localStorage (a frozen board of 50,000 entries). Same key scheme, parse rule,
 * `update(key, change)` and change signal; reads are asynchronous and values are stored as they are
 * (structured clone), not as JSON text. Unlike the localStorage store, a failed read or write is
 * the caller's to show: losing a snapshot the user asked for must not pass silently.
 */

/** The record operations used here: idb-keyval over one object store, or memory. */
export interface AsyncKeyValue {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  /** Reads and writes in one transaction, so two writers of a list do not lose each other's change. */
  update: (key: string, change: (stored: unknown) => unknown) => Promise<void>;
}

/** One object store: its records and the signal shared by every store kept in it. */
export interface BrowserDatabase {
  /** Names it in cache keys and across tabs. */
  name: string;
  records: AsyncKeyValue;
  signal: ChangeSignal;
  /** Drops every record; only the in-memory fallback offers it (tests). */
  clear?: () => void;
}

export function indexedDbRecords(dbName: string, storeName: string): AsyncKeyValue {
  const store = createStore(dbName, storeName);
  return {
    get: (key) => get<unknown>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    update: (key, change) => update<unknown>(key, change, store),
  };
}

/** Records in memory, copied in and out as IndexedDB does, so a caller never shares a stored object. */
export function memoryRecords(): AsyncKeyValue & { clear: () => void } {
  const records = new Map<string, unknown>();
  const read = (key: string): unknown => structuredClone(records.get(key));
  return {
    clear: () => records.clear(),
    get: (key) => Promise.resolve(read(key)),
    set: (key, value) => {
      records.set(key, structuredClone(value));
      return Promise.resolve();
    },
    del: (key) => {
      records.delete(key);
      return Promise.resolve();
    },
    update: (key, change) => {
      records.set(key, structuredClone(change(read(key))));
      return Promise.resolve();
    },
  };
}

const signalOf = (name: string) => createChangeSignal(broadcastSignal(`badge-console-store:${name}`));

/**
 * A database in memory. Two of them given the same `records` and name behave as one database seen
 * from two tabs (tests).
 */
export function memoryDatabase(
  name: string,
  records: AsyncKeyValue & { clear: () => void } = memoryRecords(),
): BrowserDatabase & { clear: () => void } {
  return { name, records, signal: signalOf(name), clear: records.clear };
}

/**
 * An object store of this browser's IndexedDB; in memory where there is none (some private
 * windows, the tests' DOM): values then last as long as the tab.
 */
export function browserDatabase(dbName: string, storeName: string): BrowserDatabase {
  const name = `${dbName}/${storeName}`;
  if (typeof indexedDB === 'undefined') return memoryDatabase(name);
  return { name, records: indexedDbRecords(dbName, storeName), signal: signalOf(name) };
}

export interface AsyncConnectionScopedStore<T, Scope extends readonly string[]> {
  /** The database the values are kept in (its name keys the hook's cache). */
  database: Pick<BrowserDatabase, 'name'>;
  /** The record key of a scope on a connection (its base URL). */
  key: ScopedKey<Scope>;
  /** The stored value, parsed; `empty` when nothing (or nothing readable) is stored. */
  read: (key: string) => Promise<T>;
  /** Stores the value and tells subscribers, here and in other tabs. */
  write: (key: string, value: T) => Promise<T>;
  /** Reads, changes and stores the value in one transaction (a cap on a list runs in `change`). */
  update: (key: string, change: (value: T) => T) => Promise<T>;
  /** Drops the value and tells subscribers. */
  remove: (key: string) => Promise<void>;
  /** Called with the changed key when a value of the database changes, in this tab or another. */
  subscribe: (listener: ChangeListener) => () => void;
  empty: T;
}

export function createAsyncConnectionScopedStore<T, Scope extends readonly string[]>(options: {
  database: BrowserDatabase;
  key: ScopedKey<Scope>;
  /** Parses a stored value, dropping whatever is not valid (it may come from an older version). */
  parse: (stored: unknown) => T;
  empty: T;
}): AsyncConnectionScopedStore<T, Scope> {
  const { database, parse, empty } = options;
  const { records, signal } = database;
  const parseStored = (stored: unknown): T => (stored === undefined ? empty : parse(stored));
  return {
    database,
    key: options.key,
    read: async (key) => parseStored(await records.get(key)),
    write: async (key, value) => {
      await records.set(key, value);
      signal.changed(key);
      return value;
    },
    update: async (key, change) => {
      let next = empty;
      await records.update(key, (stored) => {
        next = change(parseStored(stored));
        return next;
      });
      signal.changed(key);
      return next;
    },
    remove: async (key) => {
      await records.del(key);
      signal.changed(key);
    },
    subscribe: signal.subscribe,
    empty,
  };
}
