import {
  browserDatabase,
  createAsyncConnectionScopedStore,
  type AsyncConnectionScopedStore,
  type BrowserDatabase,
} from '../../lib/connection-scoped-store-indexeddb';
import { isDirection, isMetric, type Direction, type Metric } from './board';
import type { FrozenEntry } from './compare';

/**
 * Frozen boards, kept in this browser (IndexedDB, through the connection-scoped store) to compare
 * later boards with. Per scope (the connection's base URL, the community and the badge: a sandbox
 * badge id means nothing on a live server). Each snapshot is two records: its entries, and its line
 * in the scope's index, so listing a badge's snapshots never loads thousands of entries. The
 * database, object store and record keys are the ones snapshots always had, so earlier ones stay.
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

type BoardScope = [communityId: string, badgeId: string];

/**
 * Snapshots kept per badge: enough for a history of months taken weekly. A board of 50,000 entries
 * takes a few megabytes, so the cap also keeps a badge's share of the browser's storage bounded.
 * Freezing one more drops the oldest.
 */
export const SNAPSHOT_CAP = 30;

export function snapshotScope(baseUrl: string, communityId: string, badgeId: string): string {
  return `${baseUrl}|${communityId}|${badgeId}`;
}

export const snapshotIndexKey = (scope: string) => `index|${scope}`;
export const snapshotEntriesKey = (scope: string, id: string) => `entries|${scope}|${id}`;

function field(record: object, name: string): unknown {
  return (record as Record<string, unknown>)[name];
}

function parseMeta(value: unknown): SnapshotMeta | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const [id, takenAt, metric, direction, count] = ['id', 'takenAt', 'metric', 'direction', 'count'].map(
    (name) => field(value, name),
  );
  if (typeof id !== 'string' || id === '' || typeof takenAt !== 'string') return undefined;
  if (typeof metric !== 'string' || !isMetric(metric)) return undefined;
  if (typeof direction !== 'string' || !isDirection(direction)) return undefined;
  return {
    id,
    takenAt,
    metric,
    direction,
    count: typeof count === 'number' ? count : 0,
    fallback: field(value, 'fallback') === true,
    truncated: field(value, 'truncated') === true,
  };
}

/** A scope's index, newest first, without the lines that cannot be read (it may be hand-edited). */
export function parseSnapshotIndex(stored: unknown): SnapshotMeta[] {
  if (!Array.isArray(stored)) return [];
  const lines = (stored as unknown[]).map(parseMeta).filter((m): m is SnapshotMeta => m !== undefined);
  return lines.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

function isFrozenEntry(e: unknown): e is FrozenEntry {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof field(e, 'key') === 'string' &&
    typeof field(e, 'rank') === 'number'
  );
}

/** Stored entries as far as they can be read (the records may come from an older version). */
export function parseFrozenEntries(stored: unknown): FrozenEntry[] | null {
  return Array.isArray(stored) ? (stored as unknown[]).filter(isFrozenEntry) : null;
}

function metaOf(snapshot: Snapshot): SnapshotMeta {
  const { entries, ...meta } = snapshot;
  return { ...meta, count: entries.length };
}

export interface SnapshotStorage {
  /** A scope's lines, newest first. */
  index: AsyncConnectionScopedStore<SnapshotMeta[], BoardScope>;
  /** A snapshot's entries; null when it is not kept. */
  entries: AsyncConnectionScopedStore<FrozenEntry[] | null, [...BoardScope, snapshotId: string]>;
  save: (scope: string, snapshot: Snapshot) => Promise<void>;
  remove: (scope: string, id: string) => Promise<void>;
  /** Drops every snapshot; only the in-memory fallback offers it (tests). */
  clear?: () => void;
}

/** Snapshots in `database`: by default the browser's, where they have always been kept. */
export function createSnapshotStorage(
  database: BrowserDatabase = browserDatabase('badge-console-leaderboards', 'snapshots'),
  cap = SNAPSHOT_CAP,
): SnapshotStorage {
  const index = createAsyncConnectionScopedStore<SnapshotMeta[], BoardScope>({
    database,
    key: (baseUrl, communityId, badgeId) => snapshotIndexKey(snapshotScope(baseUrl, communityId, badgeId)),
    parse: parseSnapshotIndex,
    empty: [],
  });
  const entries = createAsyncConnectionScopedStore<FrozenEntry[] | null, [...BoardScope, snapshotId: string]>(
    {
      database,
      key: (baseUrl, communityId, badgeId, id) =>
        snapshotEntriesKey(snapshotScope(baseUrl, communityId, badgeId), id),
      parse: parseFrozenEntries,
      empty: null,
    },
  );
  return {
    index,
    entries,
    save: async (scope, snapshot) => {
      // Entries first: an index line never points at entries that were not written.
      await entries.write(snapshotEntriesKey(scope, snapshot.id), snapshot.entries);
      const line = metaOf(snapshot);
      let dropped: SnapshotMeta[] = [];
      await index.update(snapshotIndexKey(scope), (lines) => {
        const all = parseSnapshotIndex([line, ...lines.filter((m) => m.id !== line.id)]);
        dropped = all.slice(cap);
        return all.slice(0, cap);
      });
      // Past the cap, the oldest go: their lines are out of the index already, then their entries.
      for (const old of dropped) await entries.remove(snapshotEntriesKey(scope, old.id));
    },
    remove: async (scope, id) => {
      await index.update(snapshotIndexKey(scope), (lines) => lines.filter((m) => m.id !== id));
      await entries.remove(snapshotEntriesKey(scope, id));
    },
    ...(database.clear ? { clear: database.clear } : {}),
  };
}
