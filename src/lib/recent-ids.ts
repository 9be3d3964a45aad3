import {
  browserStorage,
  createConnectionScopedStore,
  storedList,
  type KeyValueStorage,
} from './connection-scoped-store';

/**
 * Ids the admin opened recently, remembered in this browser (localStorage) where the service offers
 * no list to pick from: experiences on a server without the list, collections, mintables. Kept per
 * connection (a sandbox id means nothing on a live server), per kind and per scope (a community or a
 * collection); newest first, at most 8. Only ids and the names shown beside them are stored.
 */
export interface RecentId {
  id: string;
  /** What the record is called, when known. */
  label?: string;
  /** A short detail shown beside it, e.g. "avatar · 50 mints". */
  note?: string;
}

export const MAX_RECENT_IDS = 8;
const PREFIX = 'badge-console:recent:';

/** The parts of Storage used here (tests pass an in-memory one). */
export type RecentStorage = KeyValueStorage;

function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
}

/** Parses a stored list, dropping whatever is not an entry (the value may be hand-edited). */
export function parseRecentIds(raw: string | null): RecentId[] {
  const items = storedList(raw);
  const out: RecentId[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('id' in item)) continue;
    const id = optionalText(item.id, 200);
    if (!id || out.some((e) => e.id === id)) continue;
    const label = 'label' in item ? optionalText(item.label, 200) : undefined;
    const note = 'note' in item ? optionalText(item.note, 200) : undefined;
    out.push({ id, ...(label ? { label } : {}), ...(note ? { note } : {}) });
  }
  return out.slice(0, MAX_RECENT_IDS);
}

/** The lists, by kind and scope (a community, a collection), under the keys they always had. */
export const recentIdsStore = createConnectionScopedStore<RecentId[], [kind: string, scope: string]>({
  key: (baseUrl, kind, scope) => `${PREFIX}${kind}|${baseUrl}|${scope}`,
  parse: parseRecentIds,
  empty: [],
});

export const recentIdsKey = recentIdsStore.key;

export function readRecentIds(key: string, storage = browserStorage()): RecentId[] {
  return recentIdsStore.read(key, storage);
}

/**
 * Puts `entry` first. An entry without a name keeps the one remembered before, so opening a record
 * by its bare id does not forget what it was called.
 */
export function rememberRecentId(key: string, entry: RecentId, storage = browserStorage()): RecentId[] {
  const id = entry.id.trim();
  if (!id) return readRecentIds(key, storage);
  const list = readRecentIds(key, storage);
  const before = list.find((e) => e.id === id);
  const label = entry.label?.trim() || before?.label;
  const note = entry.note?.trim() || before?.note;
  const next = [
    { id, ...(label ? { label } : {}), ...(note ? { note } : {}) },
    ...list.filter((e) => e.id !== id),
  ];
  return recentIdsStore.write(key, next.slice(0, MAX_RECENT_IDS), storage);
}

export function forgetRecentId(key: string, id: string, storage = browserStorage()): RecentId[] {
  return recentIdsStore.update(key, (list) => list.filter((e) => e.id !== id), storage);
}
