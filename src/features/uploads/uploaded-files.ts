import {
  browserStorage,
  createConnectionScopedStore,
  type KeyValueStorage,
} from '../../lib/connection-scoped-store';
import type { FileRecord } from './api';

/**
 * "Files uploaded from this browser": the API has no list-files operation, so each finished upload
 * is remembered in localStorage, per connection base URL and community. The record is kept without
 * its `upload` block: the signed credentials are never stored. Newest first, at most 200.
 */
export type StoredFile = Omit<FileRecord, 'upload'>;

export const MAX_STORED_FILES = 200;
const PREFIX = 'badge-console:uploaded-files:';

/** The parts of Storage used here (tests pass an in-memory one). */
export type FileStorage = KeyValueStorage;

function isStoredFile(value: unknown): value is StoredFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    value.id !== ''
  );
}

/** Parses a stored list, dropping anything that is not a file record (the value may be hand-edited). */
export function parseStoredFiles(raw: string | null): StoredFile[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredFile) : [];
  } catch {
    return [];
  }
}

/** The lists, per community, under the keys they always had. */
export const uploadedFilesStore = createConnectionScopedStore<StoredFile[], [communityId: string]>({
  key: (baseUrl, communityId) => `${PREFIX}${baseUrl}|${communityId}`,
  parse: parseStoredFiles,
  empty: [],
});

export const storageKey = uploadedFilesStore.key;

export function listUploadedFiles(
  baseUrl: string,
  communityId: string,
  storage: FileStorage | undefined = browserStorage(),
): StoredFile[] {
  return uploadedFilesStore.read(storageKey(baseUrl, communityId), storage);
}

/** Called when a list changes, in this tab or (through the `storage` event) in another. */
export const subscribeUploadedFiles = uploadedFilesStore.subscribe;

/** Strips the signed `upload` block. */
export function toStoredFile(record: FileRecord): StoredFile {
  const stored: FileRecord = { ...record };
  delete stored.upload;
  return stored;
}

/** Puts `record` first (replacing an older entry with the same id) and keeps at most 200. */
export function saveUploadedFile(
  baseUrl: string,
  communityId: string,
  record: FileRecord,
  storage: FileStorage | undefined = browserStorage(),
): StoredFile[] {
  const stored = toStoredFile(record);
  const next = [
    stored,
    ...listUploadedFiles(baseUrl, communityId, storage).filter((f) => f.id !== stored.id),
  ];
  // Storage full or disabled: the upload itself succeeded, only the list is not kept.
  return uploadedFilesStore.write(storageKey(baseUrl, communityId), next.slice(0, MAX_STORED_FILES), storage);
}
