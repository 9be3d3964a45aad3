import { isUploadExpired, type UploadInstructions } from '../../api/upload-host';
import { createConnectionScopedStore } from '../../lib/connection-scoped-store';
import type { FileRecord } from './api';
import {
  parseStoredFiles,
  storageKey,
  toStoredFile,
  type FileStorage,
  uploadedFilesStore,
  type StoredFile,
} from './uploaded-files';

/**
 * File records whose upload never finished: step 1 created the record, but the file never reached
 * the upload host (the tab was reloaded or closed mid-upload, or the upload failed and was left).
 * The Files page lists them on the next visit, to retry or forget. Kept in the connection-scoped
 * localStorage store per connection and community like the uploaded files, and like them without
 * the signed `upload` block. The credentials go to sessionStorage only: they survive a reload of
 * this tab, so a retry can reuse the record while they are valid, and they are gone with the tab.
 */
export const MAX_PENDING_UPLOADS = 50;
const PREFIX = 'badge-console:pending-uploads:';
const CREDENTIALS_PREFIX = 'badge-console:upload-credentials:';

type WritableStorage = FileStorage & Pick<Storage, 'removeItem'>;

/** The lists, per community, under the keys they always had. */
export const pendingUploadsStore = createConnectionScopedStore<StoredFile[], [communityId: string]>({
  key: (baseUrl, communityId) => `${PREFIX}${baseUrl}|${communityId}`,
  parse: parseStoredFiles,
  empty: [],
});

export const pendingKey = pendingUploadsStore.key;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): WritableStorage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** Called when a list changes, in this tab or another. */
export const subscribePendingUploads = pendingUploadsStore.subscribe;

/** Runs a storage write; a full or disabled storage only means the credentials are not kept. */
function attempt(write: () => void) {
  try {
    write();
  } catch {
    // Quota exceeded or storage disabled.
  }
}

export function listPendingUploads(
  baseUrl: string,
  communityId: string,
  storage: FileStorage | undefined = browserStorage('localStorage'),
): StoredFile[] {
  return pendingUploadsStore.read(pendingKey(baseUrl, communityId), storage);
}

/** Remembers a record waiting for its upload (newest first; saving it again keeps its place). */
export function savePendingUpload(
  baseUrl: string,
  communityId: string,
  record: FileRecord,
  storage: WritableStorage | undefined = browserStorage('localStorage'),
  session: WritableStorage | undefined = browserStorage('sessionStorage'),
): void {
  const { upload } = record;
  // Credentials first: a subscriber that hears of the record may look for them at once.
  if (upload) attempt(() => session?.setItem(CREDENTIALS_PREFIX + record.id, JSON.stringify(upload)));
  const key = pendingKey(baseUrl, communityId);
  if (pendingUploadsStore.read(key, storage).some((f) => f.id === record.id)) return;
  pendingUploadsStore.update(
    key,
    (list) => [toStoredFile(record), ...list].slice(0, MAX_PENDING_UPLOADS),
    storage,
  );
}

export function forgetPendingUpload(
  baseUrl: string,
  communityId: string,
  recordId: string,
  storage: WritableStorage | undefined = browserStorage('localStorage'),
  session: WritableStorage | undefined = browserStorage('sessionStorage'),
): void {
  attempt(() => session?.removeItem(CREDENTIALS_PREFIX + recordId));
  const key = pendingKey(baseUrl, communityId);
  const list = pendingUploadsStore.read(key, storage);
  const next = list.filter((f) => f.id !== recordId);
  if (next.length === list.length) return;
  if (next.length > 0) pendingUploadsStore.write(key, next, storage);
  else pendingUploadsStore.remove(key, storage);
}

function isInstructions(value: unknown): value is UploadInstructions {
  return typeof value === 'object' && value !== null && 'url' in value && typeof value.url === 'string';
}

/** The record's signed upload instructions, if this tab still has them and they have not expired. */
export function pendingCredentials(
  recordId: string,
  now: number = Date.now(),
  session: FileStorage | undefined = browserStorage('sessionStorage'),
): UploadInstructions | undefined {
  try {
    const raw = session?.getItem(CREDENTIALS_PREFIX + recordId);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return isInstructions(parsed) && !isUploadExpired(parsed, now) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forgets every upload this browser remembers for one connection (finished and unfinished), e.g.
 * after the sandbox is reset: its files no longer exist, so listing them would only show broken art.
 */
export function forgetUploadsOf(baseUrl: string, storage: Storage = globalThis.localStorage): void {
  const stores = [
    { prefix: storageKey(baseUrl, ''), store: uploadedFilesStore },
    { prefix: pendingKey(baseUrl, ''), store: pendingUploadsStore },
  ];
  const found: { key: string; store: (typeof stores)[number]['store'] }[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const owner = key ? stores.find(({ prefix }) => key.startsWith(prefix)) : undefined;
    if (key && owner) found.push({ key, store: owner.store });
  }
  // Through the stores, so a list on screen hears that it is now empty.
  for (const { key, store } of found) store.remove(key, storage);
}
