import { useCallback, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import { parseStoredFiles, storageKey, subscribeUploadedFiles, type StoredFile } from './uploaded-files';

function subscribe(listener: () => void): () => void {
  const unsubscribeFiles = subscribeUploadedFiles(listener);
  const unsubscribeConnection = subscribeConnection(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribeFiles();
    unsubscribeConnection();
    window.removeEventListener('storage', listener);
  };
}

const EMPTY: StoredFile[] = [];
// useSyncExternalStore needs a stable snapshot: a list is parsed again only when its text changes.
const parsed = new Map<string, { raw: string; files: StoredFile[] }>();

function readList(key: string): StoredFile[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY; // storage disabled
  }
  if (raw === null) return EMPTY;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.files;
  const files = parseStoredFiles(raw);
  parsed.set(key, { raw, files });
  return files;
}

/** The files uploaded from this browser for a community of the current connection, newest first. */
export function useUploadedFiles(communityId: string): StoredFile[] {
  const getSnapshot = useCallback((): StoredFile[] => {
    const baseUrl = getConnection()?.baseUrl;
    return baseUrl ? readList(storageKey(baseUrl, communityId)) : EMPTY;
  }, [communityId]);
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}
