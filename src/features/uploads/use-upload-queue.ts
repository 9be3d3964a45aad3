import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getConnection } from '../../api/credentials';
import { postToUploadHost } from '../../api/upload-host';
import { useBeforeUnload } from '../../hooks/use-before-unload';
import { readImageSize } from '../../lib/image-size';
import { useCreateFileRecord, type FileRecord } from './api';
import { trackPendingUploads } from './pending-tracker';
import { forgetPendingUpload, pendingCredentials, savePendingUpload } from './pending-uploads';
import { canCancel, type QueueState } from './queue-state';
import { listenToSandboxUploadProgress } from './sandbox-upload-progress';
import { createUploadQueue, type UploadEffects, type UploadQueue } from './upload-queue';
import { saveUploadedFile, type StoredFile } from './uploaded-files';

export interface UseUploadQueueOptions {
  communityId: string;
  /** Called once per finished upload, after it is saved to "files uploaded from this browser". */
  onUploaded?: (record: FileRecord) => void;
  /** How many files upload at the same time. */
  concurrency?: number;
}

export type UploadQueueApi = Pick<UploadQueue, 'add' | 'cancel' | 'retry' | 'remove'> &
  QueueState & {
    /**
     * Uploads `file` for a record whose upload never finished: to that record while this tab still
     * holds its valid credentials, else to a new record (and the old one is forgotten).
     */
    retryRecord: (file: File, record: StoredFile) => void;
  };

function effectsFor(
  communityId: string,
  createRecord: ReturnType<typeof useCreateFileRecord>,
  onUploaded: ((record: FileRecord) => void) | undefined,
): UploadEffects {
  return {
    createRecord: (name, signal) => createRecord(communityId, name, signal),
    post: (upload, file, options) => {
      const stop = listenToSandboxUploadProgress(upload, options.onProgress);
      return postToUploadHost(upload, file, options).finally(stop);
    },
    onDone: (record, file) => {
      const baseUrl = getConnection()?.baseUrl;
      if (baseUrl) {
        // The pixel size comes from the file's header, a read of a few bytes after the upload.
        void readImageSize(file).then((size) => {
          const original = { name: file.name, size: file.size, ...size };
          saveUploadedFile(baseUrl, record.communityId ?? communityId, { ...record, original });
        });
      }
      onUploaded?.(record);
    },
  };
}

/**
 * Several files through the upload steps, one or two at a time: step 1 for the community, step 2 with real
 * progress, then the CDN URL. `cancel` aborts; `retry` re-runs (with a new file record when the
 * signed credentials expired). Running uploads are cancelled when the component unmounts; while
 * one runs, closing or reloading the tab asks first, and every record created but not yet uploaded
 * is remembered (pending-uploads.ts) so the Files page can offer it again after a reload.
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
  // Records created but not yet uploaded are remembered, so a reload does not lose track of them.
  useEffect(
    () =>
      trackPendingUploads(queue, {
        save: (record) => withBaseUrl((baseUrl) => savePendingUpload(baseUrl, communityId, record)),
        forget: (id) => withBaseUrl((baseUrl) => forgetPendingUpload(baseUrl, communityId, id)),
      }),
    [queue, communityId],
  );

  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  useBeforeUnload(state.items.some(canCancel));

  const retryRecord = useCallback(
    (file: File, record: StoredFile) => {
      const upload = pendingCredentials(record.id);
      if (upload) {
        queue.add([file], { record: { ...record, upload } });
        return;
      }
      withBaseUrl((baseUrl) => forgetPendingUpload(baseUrl, communityId, record.id));
      queue.add([file]);
    },
    [queue, communityId],
  );

  return {
    ...state,
    add: queue.add,
    cancel: queue.cancel,
    retry: queue.retry,
    remove: queue.remove,
    retryRecord,
  };
}

function withBaseUrl(action: (baseUrl: string) => void) {
  const baseUrl = getConnection()?.baseUrl;
  if (baseUrl) action(baseUrl);
}
