import { isApiError } from '../../api/errors';
import { isUploadError, type PostOptions, type UploadInstructions } from '../../api/upload-host';
import type { FileRecord } from './api';
import {
  canCancel,
  EMPTY_QUEUE,
  itemsToStart,
  reduceQueue,
  type QueueAction,
  type QueueState,
  type UploadItemError,
} from './queue-state';
import { checkFile } from './upload-rules';

/**
 * Runs the upload queue: each file is checked, then goes through the upload steps (create the record,
 * POST to the upload host) one or two at a time. The effects are injected, so this is tested with
 * fakes and the hook (use-upload-queue.ts) wires the real ones.
 */

/** An error of step 1 or 2 in words, and whether a retry makes sense. */
export function toItemError(error: unknown): UploadItemError {
  if (isUploadError(error)) {
    return { message: error.message, retryable: error.kind !== 'invalid', expired: error.expired };
  }
  if (isApiError(error)) {
    return { message: `Could not create the file record: ${error.message}`, retryable: true, expired: false };
  }
  return {
    message: error instanceof Error ? error.message : 'The upload failed',
    retryable: true,
    expired: false,
  };
}

export interface UploadEffects {
  /** Step 1: the file record with its signed upload instructions. */
  createRecord: (name: string, signal: AbortSignal) => Promise<FileRecord>;
  /** Step 2: the multipart POST to the upload host. */
  post: (upload: UploadInstructions, file: File, options: PostOptions) => Promise<unknown>;
  /** Called once per finished upload with the file sent (step 3 is showing `record.url`). */
  onDone?: (record: FileRecord, file: File) => void;
  now?: () => number;
}

export interface UploadQueue {
  getState: () => QueueState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Checks each file against the rules; refused files stay in the list with their message. With a
   * `record`, the files go to that existing file record (while its credentials are valid) instead of
   * a new one: the retry of an upload that never finished.
   */
  add: (files: readonly File[], options?: { record?: FileRecord }) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Aborts every running upload (when the widget goes away). */
  cancelAll: () => void;
  /** Replaces the effects used by the next steps (the community or callbacks changed). */
  setEffects: (next: UploadEffects) => void;
}

let nextId = 0;

export function createUploadQueue(initialEffects: UploadEffects, concurrency = 2): UploadQueue {
  let effects = initialEffects;
  let state = EMPTY_QUEUE;
  const listeners = new Set<() => void>();
  const running = new Map<string, AbortController>();
  const now = () => (effects.now ?? Date.now)();

  function dispatch(action: QueueAction) {
    const next = reduceQueue(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function find(id: string) {
    return state.items.find((i) => i.id === id);
  }

  async function run(id: string) {
    const controller = new AbortController();
    running.set(id, controller);
    const { signal } = controller;
    const attempt = find(id)?.attempt ?? 0;
    try {
      let record = find(id)?.record;
      if (!record) {
        record = await effects.createRecord(find(id)?.file.name ?? '', signal);
        if (signal.aborted) return;
        dispatch({ type: 'created', id, attempt, record });
      }
      const item = find(id);
      if (!item || item.attempt !== attempt) return;
      await effects.post(record.upload ?? {}, item.file, {
        signal,
        onProgress: (progress) => dispatch({ type: 'progress', id, attempt, progress }),
      });
      if (signal.aborted) return;
      const uploaded: FileRecord = {
        ...record,
        uploadedAt: record.uploadedAt ?? new Date(now()).toISOString(),
      };
      dispatch({ type: 'uploaded', id, attempt, record: uploaded });
      effects.onDone?.(uploaded, item.file);
    } catch (error) {
      if (!signal.aborted) dispatch({ type: 'failed', id, attempt, error: toItemError(error) });
    } finally {
      if (running.get(id) === controller) running.delete(id);
      pump();
    }
  }

  function pump() {
    // One at a time against the current state: a run that settles at once may pump from inside.
    for (
      let next = itemsToStart(state.items, concurrency)[0];
      next;
      next = itemsToStart(state.items, concurrency)[0]
    ) {
      dispatch({ type: 'start', id: next.id, now: now() });
      void run(next.id);
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files, options = {}) {
      const { record } = options;
      const items = files.map((file) => ({ id: `upload-${++nextId}`, file, ...(record ? { record } : {}) }));
      dispatch({ type: 'add', items });
      for (const item of items) dispatch({ type: 'checked', id: item.id, refusal: checkFile(item.file) });
      pump();
    },
    cancel(id) {
      dispatch({ type: 'cancel', id });
      running.get(id)?.abort();
      pump();
    },
    retry(id) {
      dispatch({ type: 'retry', id, now: now() });
      pump();
    },
    remove(id) {
      dispatch({ type: 'remove', id });
    },
    setEffects(next) {
      effects = next;
    },
    cancelAll() {
      for (const item of state.items) if (canCancel(item)) dispatch({ type: 'cancel', id: item.id });
      for (const controller of running.values()) controller.abort();
    },
  };
}
