import {
  createChangeSignal,
  storageEventSignal,
  type ChangeListener,
} from './connection-scoped-store-signal';

/**
 * A value kept in this browser per connection (a sandbox id means nothing on a live server) and per
 * scope (a community, a badge, a kind of record). Two backends with one shape: this file's
 * localStorage store (recent ids, uploaded files, unfinished uploads, claim codes: small lists read
 * synchronously) and `connection-scoped-store-indexeddb.ts` (leaderboard snapshots: too big for
 * localStorage, read asynchronously). Both share what each value needs: a key scheme per connection
 * and scope, parsing what may be hand-edited, `update(key, change)` (where a size cap runs), and one
 * change signal for this tab and the others. The storage keys are each store's own, unchanged, so
 * what users kept stays readable.
 *
 * The localStorage store never fails its caller: storage full or disabled only means nothing is
 * kept. Its read gives the same object while the stored text does not change (what
 * `useSyncExternalStore` needs).
 */

/** How a store names a scope on a connection (its base URL). */
export type ScopedKey<Scope extends readonly string[]> = (baseUrl: string, ...scope: Scope) => string;

/** The parts of Storage used here (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type RemovableStorage = KeyValueStorage & Pick<Storage, 'removeItem'>;

export interface ConnectionScopedStore<T, Scope extends readonly string[]> {
  /** The localStorage key of a scope on a connection (its base URL). */
  key: ScopedKey<Scope>;
  /** The stored value, parsed; `empty` when nothing (or nothing readable) is stored. */
  read: (key: string, storage?: KeyValueStorage) => T;
  /** Stores the value and tells subscribers. */
  write: (key: string, value: T, storage?: KeyValueStorage) => T;
  /** Reads, changes and stores the value (a cap on a list runs in `change`). */
  update: (key: string, change: (value: T) => T, storage?: KeyValueStorage) => T;
  /** Drops the value and tells subscribers. */
  remove: (key: string, storage?: RemovableStorage) => void;
  /** Called when a value changes, in this tab or in another one (the `storage` event). */
  subscribe: (listener: ChangeListener) => () => void;
  empty: T;
}

function localStorageOrNothing(): RemovableStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** This browser's localStorage, typed as what reads and writes use (callers' defaults infer it). */
export function browserStorage(): KeyValueStorage | undefined {
  return localStorageOrNothing();
}

export function createConnectionScopedStore<T, Scope extends readonly string[]>(options: {
  key: ScopedKey<Scope>;
  /** Parses the stored text, dropping whatever is not valid (the value may be hand-edited). */
  parse: (raw: string | null) => T;
  empty: T;
}): ConnectionScopedStore<T, Scope> {
  const { parse, empty } = options;
  const signal = createChangeSignal(storageEventSignal);
  // A value is parsed again only when its text changes: the same text gives the same object.
  const parsed = new Map<string, { raw: string; value: T }>();

  const read = (key: string, storage: KeyValueStorage | undefined = browserStorage()): T => {
    let raw: string | null;
    try {
      raw = storage?.getItem(key) ?? null;
    } catch {
      return empty;
    }
    if (raw === null) return empty;
    const cached = parsed.get(key);
    if (cached?.raw === raw) return cached.value;
    const value = parse(raw);
    parsed.set(key, { raw, value });
    return value;
  };

  const write = (key: string, value: T, storage: KeyValueStorage | undefined = browserStorage()): T => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage disabled: nothing is kept, the page still works.
    }
    signal.changed(key);
    return value;
  };

  return {
    key: options.key,
    read,
    write,
    update: (key, change, storage = browserStorage()) => write(key, change(read(key, storage)), storage),
    remove: (key, storage = localStorageOrNothing()) => {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage disabled: there was nothing to drop.
      }
      signal.changed(key);
    },
    subscribe: signal.subscribe,
    empty,
  };
}

/** The entries of a stored JSON list, unchecked; none when the text is not a list (hand-edited). */
export function storedList(raw: string | null): unknown[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? (parsed as unknown[]) : [];
}
