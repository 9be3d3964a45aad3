/**
 * A value kept in this browser's localStorage per connection (a sandbox id means nothing on a live
 * server) and per scope (a community, a badge, a kind of record): recent ids, uploaded files, claim
 * codes. One place for what each of them needs: parsing what may be hand-edited, writing without
 * failing when storage is full or disabled, telling this tab's readers (other tabs hear the
 * `storage` event), and a snapshot that stays the same object while the stored text does not change
 * (what `useSyncExternalStore` needs). The storage keys are each store's own, unchanged, so what
 * users kept stays readable.
 */

/** The parts of Storage used here (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ConnectionScopedStore<T, Scope extends readonly string[]> {
  /** The localStorage key of a scope on a connection (its base URL). */
  key: (baseUrl: string, ...scope: Scope) => string;
  /** The stored value, parsed; `empty` when nothing (or nothing readable) is stored. */
  read: (key: string, storage?: KeyValueStorage) => T;
  /** Stores the value and tells this tab's subscribers. */
  write: (key: string, value: T, storage?: KeyValueStorage) => T;
  /** Reads, changes and stores the value. */
  update: (key: string, change: (value: T) => T, storage?: KeyValueStorage) => T;
  /** Called when a value changes in this tab (the `storage` event covers other tabs). */
  subscribe: (listener: () => void) => () => void;
  empty: T;
}

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function createConnectionScopedStore<T, Scope extends readonly string[]>(options: {
  key: (baseUrl: string, ...scope: Scope) => string;
  /** Parses the stored text, dropping whatever is not valid (the value may be hand-edited). */
  parse: (raw: string | null) => T;
  empty: T;
}): ConnectionScopedStore<T, Scope> {
  const { parse, empty } = options;
  const listeners = new Set<() => void>();
  // A value is parsed again only when its text changes: the same text gives the same object.
  const parsed = new Map<string, { raw: string; value: T }>();

  const read = (key: string, storage = browserStorage()): T => {
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

  const write = (key: string, value: T, storage = browserStorage()): T => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage disabled: nothing is kept, the page still works.
    }
    for (const listener of listeners) listener();
    return value;
  };

  return {
    key: options.key,
    read,
    write,
    update: (key, change, storage = browserStorage()) => write(key, change(read(key, storage)), storage),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    empty,
  };
}
