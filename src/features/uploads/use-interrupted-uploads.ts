import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getConnection } from '../../api/credentials';
import { useConnectionScoped } from '../../hooks/use-connection-scoped';
import { liveRecordIds, subscribeLiveRecords } from './pending-tracker';
import { forgetPendingUpload, pendingUploadsStore } from './pending-uploads';
import type { StoredFile } from './uploaded-files';

// The ids as one text: useSyncExternalStore needs a snapshot that compares equal while they do not change.
const liveIdsText = () => [...liveRecordIds()].sort().join('\n');

/**
 * The file records of this community whose upload never finished and that no upload widget of this
 * tab is working on now (after a reload, or after leaving the page mid-upload), newest first.
 */
export function useInterruptedUploads(communityId: string): {
  files: StoredFile[];
  forget: (recordId: string) => void;
} {
  const { value: pending } = useConnectionScoped(pendingUploadsStore, communityId);
  const live = useSyncExternalStore(subscribeLiveRecords, liveIdsText, () => '');
  const files = useMemo(() => {
    const liveIds = new Set(live ? live.split('\n') : []);
    return pending.filter((f) => !liveIds.has(f.id));
  }, [pending, live]);
  const forget = useCallback(
    (recordId: string) => {
      const baseUrl = getConnection()?.baseUrl;
      if (baseUrl) forgetPendingUpload(baseUrl, communityId, recordId);
    },
    [communityId],
  );
  return { files, forget };
}
