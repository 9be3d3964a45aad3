import { useCallback, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import { liveRecordIds, subscribeLiveRecords } from './pending-tracker';
import { forgetPendingUpload, pendingKey, subscribePendingUploads } from './pending-uploads';
import { parseStoredFiles, type StoredFile } from './uploaded-files';

function subscribe(listener: () => void): () => void {
  const unsubscribers = [
    subscribePendingUploads(listener),
    subscribeLiveRecords(listener),
    subscribeConnection(listener),
  ];
  window.addEventListener('storage', listener);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

const EMPTY: StoredFile[] = [];
// useSyncExternalStore needs a stable snapshot: the list is built again only when its inputs change.
let cached: { input: string; files: StoredFile[] } | undefined;

function readInterrupted(key: string): StoredFile[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY; // storage disabled
  }
  if (raw === null) return EMPTY;
  const live = liveRecordIds();
  const input = `${key}\n${raw}\n${[...live].sort().join(',')}`;
  if (cached?.input !== input) {
    cached = { input, files: parseStoredFiles(raw).filter((f) => !live.has(f.id)) };
  }
  return cached.files;
}

/**
 * The file records of this community whose upload never finished and that no upload widget of this
 * tab is working on now (after a reload, or after leaving the page mid-upload), newest first.
 */
export function useInterruptedUploads(communityId: string): {
  files: StoredFile[];
  forget: (recordId: string) => void;
} {
  const getSnapshot = useCallback((): StoredFile[] => {
    const baseUrl = getConnection()?.baseUrl;
    return baseUrl ? readInterrupted(pendingKey(baseUrl, communityId)) : EMPTY;
  }, [communityId]);
  const files = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  const forget = useCallback(
    (recordId: string) => {
      const baseUrl = getConnection()?.baseUrl;
      if (baseUrl) forgetPendingUpload(baseUrl, communityId, recordId);
    },
    [communityId],
  );
  return { files, forget };
}
