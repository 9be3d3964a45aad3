import {
  browserStorage,
  createConnectionScopedStore,
  type KeyValueStorage,
} from '../../lib/connection-scoped-store';
import type { FileRecord } from './api';

/**
 * What the browser knew of the file that was sent, and the service does not keep: the record's `name`
 * is a slug of the file name ("spring-hackathon-art-png") and it has no size or pixel size.
 */
export interface OriginalFile {
  name: string;
  /** Bytes sent. */
  size: number;
  /** Pixels, when the image's header could be read. */
  width?: number;
  height?: number;
}

/**
 * "Files uploaded from this browser": the API has no list-files operation, so each finished upload
 * is remembered in localStorage, per connection base URL and community. The record is kept without
 * its `upload` block: the signed credentials are never stored. Newest first, at most 200.
 */
export type StoredFile = Omit<FileRecord, 'upload'> & { original?: OriginalFile };

/** A finished upload: the service's record and what the browser knew of the file. */
export type UploadedEntry = FileRecord & { original?: OriginalFile };

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

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isOriginalFile(value: unknown): value is OriginalFile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof OriginalFile, unknown>>;
  return (
    typeof v.name === 'string' &&
    isCount(v.size) &&
    (v.width === undefined || isCount(v.width)) &&
    (v.height === undefined || isCount(v.height))
  );
}

/** A hand-edited `original` that is not sound is dropped; the record itself is kept. */
function withSoundOriginal(file: StoredFile): StoredFile {
  if (file.original === undefined || isOriginalFile(file.original)) return file;
  const kept = { ...file };
  delete kept.original;
  return kept;
}

/** Parses a stored list, dropping anything that is not a file record (the value may be hand-edited). */
export function parseStoredFiles(raw: string | null): StoredFile[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredFile).map(withSoundOriginal) : [];
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
export function toStoredFile(record: UploadedEntry): StoredFile {
  const stored: UploadedEntry = { ...record };
  delete stored.upload;
  return stored;
}

/** Puts `record` first (replacing an older entry with the same id) and keeps at most 200. */
export function saveUploadedFile(
  baseUrl: string,
  communityId: string,
  record: UploadedEntry,
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
