import { useEffect, useState, useSyncExternalStore } from 'react';
import { getConnection } from '../../api/credentials';
import { useCreateFileRecord, type FileRecord } from './api';
import type { QueueState } from './queue-state';
import { postToUploadHost } from './upload-file';
import { createUploadQueue, type UploadEffects, type UploadQueue } from './upload-queue';
import { saveUploadedFile } from './uploaded-files';

export interface UseUploadQueueOptions {
  communityId: string;
  /** Called once per finished upload, after it is saved to "files uploaded from this browser". */
  onUploaded?: (record: FileRecord) => void;
  /** How many files upload at the same time. */
  concurrency?: number;
}

export type UploadQueueApi = Pick<UploadQueue, 'add' | 'cancel' | 'retry' | 'remove'> & QueueState;

function effectsFor(
  communityId: string,
  createRecord: ReturnType<typeof useCreateFileRecord>,
  onUploaded: ((record: FileRecord) => void) | undefined,
): UploadEffects {
  return {
    createRecord: (name, signal) => createRecord(communityId, name, signal),
    post: postToUploadHost,
    onDone: (record) => {
      const baseUrl = getConnection()?.baseUrl;
      if (baseUrl) saveUploadedFile(baseUrl, record.communityId ?? communityId, record);
      onUploaded?.(record);
    },
  };
}

/**
 * Several files through the upload steps, one or two at a time: step 1 for the community, step 2 with real
 * progress, then the CDN URL. `cancel` aborts; `retry` re-runs (with a new file record when the
 * signed credentials expired). Running uploads are cancelled when the component unmounts.
 */
export function useUploadQueue({
  communityId,
  onUploaded,
  concurrency = 2,
}: UseUploadQueueOptions): UploadQueueApi {
  const createRecord = useCreateFileRecord();
  const [queue] = useState(() =>
    createUploadQueue(effectsFor(communityId, createRecord, onUploaded), concurrency),
  );
  useEffect(() => {
    queue.setEffects(effectsFor(communityId, createRecord, onUploaded));
  }, [queue, communityId, createRecord, onUploaded]);
  useEffect(() => () => queue.cancelAll(), [queue]);

  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return { ...state, add: queue.add, cancel: queue.cancel, retry: queue.retry, remove: queue.remove };
}
