import { createStore, del, get, set, update } from 'idb-keyval';
import type { Direction, Metric } from './board';
import type { FrozenEntry } from './compare';

/**
 * Frozen boards, kept in this browser (IndexedDB) to compare later boards with. Per scope (the
 * connection's base URL, the community and the badge: a sandbox badge id means nothing on a live
 * server). Each snapshot is two records: its entries, and its line in the scope's index, so listing
 * a badge's snapshots never loads thousands of entries.
 */

export interface SnapshotMeta {
  id: string;
  /** When the board was frozen (ISO). */
  takenAt: string;
  metric: Metric;
  direction: Direction;
  /** Entries frozen. */
  count: number;
  /** The board had no value for its metric and was in earn order. */
  fallback: boolean;
  /** The board was cut at the read limit. */
  truncated: boolean;
}

export interface Snapshot extends SnapshotMeta {
  entries: FrozenEntry[];
}

export interface SnapshotStorage {
  /** The scope's snapshots, newest first. */
  list: (scope: string) => Promise<SnapshotMeta[]>;
  entries: (scope: string, id: string) => Promise<FrozenEntry[] | undefined>;
  save: (scope: string, snapshot: Snapshot) => Promise<void>;
  remove: (scope: string, id: string) => Promise<void>;
}

export function snapshotScope(baseUrl: string, communityId: string, badgeId: string): string {
  return `${baseUrl}|${communityId}|${badgeId}`;
}

const indexKey = (scope: string) => `index|${scope}`;
const entriesKey = (scope: string, id: string) => `entries|${scope}|${id}`;

function isMetaList(value: unknown): value is SnapshotMeta[] {
  return Array.isArray(value) && value.every((m) => typeof m === 'object' && m !== null && 'id' in m);
}

/** Stored entries as far as they can be read (the records may come from an older version). */
function frozenEntries(value: unknown): FrozenEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list: unknown[] = value;
  return list.filter(
    (e): e is FrozenEntry =>
      typeof e === 'object' &&
      e !== null &&
      'key' in e &&
      typeof e.key === 'string' &&
      'rank' in e &&
      typeof e.rank === 'number',
  );
}

const newestFirst = (list: SnapshotMeta[]) => [...list].sort((a, b) => b.takenAt.localeCompare(a.takenAt));

function metaOf(snapshot: Snapshot): SnapshotMeta {
  const { entries, ...meta } = snapshot;
  return { ...meta, count: entries.length };
}

/** IndexedDB through idb-keyval, in a database of its own. */
export function indexedDbSnapshotStorage(dbName = 'badge-console-leaderboards'): SnapshotStorage {
  const store = createStore(dbName, 'snapshots');
  return {
    list: async (scope) => {
      const value: unknown = await get(indexKey(scope), store);
      return isMetaList(value) ? newestFirst(value) : [];
    },
    entries: async (scope, id) => {
      return frozenEntries(await get(entriesKey(scope, id), store));
    },
    save: async (scope, snapshot) => {
      // Entries first: an index line never points at entries that were not written.
      await set(entriesKey(scope, snapshot.id), snapshot.entries, store);
      await update(
        indexKey(scope),
        (value: unknown) => [...(isMetaList(value) ? value : []), metaOf(snapshot)],
        store,
      );
    },
    remove: async (scope, id) => {
      await update(
        indexKey(scope),
        (value: unknown) => (isMetaList(value) ? value : []).filter((m) => m.id !== id),
        store,
      );
      await del(entriesKey(scope, id), store);
    },
  };
}

/**
 * Kept in memory: where IndexedDB is unavailable (some private windows; the tests' DOM), snapshots
 * last as long as the tab. Values are copied in and out, as IndexedDB does.
 */
export function memorySnapshotStorage(): SnapshotStorage & { clear: () => void } {
  const records = new Map<string, unknown>();
  const read = (key: string): unknown => structuredClone(records.get(key));
  return {
    clear: () => records.clear(),
    list: (scope) => {
      const value = read(indexKey(scope));
      return Promise.resolve(isMetaList(value) ? newestFirst(value) : []);
    },
    entries: (scope, id) => {
      return Promise.resolve(frozenEntries(read(entriesKey(scope, id))));
    },
    save: (scope, snapshot) => {
      const list = read(indexKey(scope));
      records.set(entriesKey(scope, snapshot.id), structuredClone(snapshot.entries));
      records.set(indexKey(scope), [...(isMetaList(list) ? list : []), metaOf(snapshot)]);
      return Promise.resolve();
    },
    remove: (scope, id) => {
      const list = read(indexKey(scope));
      records.set(
        indexKey(scope),
        (isMetaList(list) ? list : []).filter((m) => m.id !== id),
      );
      records.delete(entriesKey(scope, id));
      return Promise.resolve();
    },
  };
}
