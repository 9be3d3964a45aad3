import type { FileRecord } from './api';
import type { UploadItem } from './queue-state';
import type { UploadQueue } from './upload-queue';

/**
 * Follows an upload queue to keep the list of records waiting for their upload (pending-uploads.ts)
 * right: a record is remembered as soon as step 1 has created it and forgotten once its file is
 * uploaded, when a retry replaces it with a new record, or when the user removes it from the list.
 * While a mounted queue works on a record it is "live": the Files page does not offer it as
 * interrupted, because the queue shows it with its own progress and actions.
 */

export interface PendingChanges {
  /** Records to remember (new since the last state). */
  save: FileRecord[];
  /** Record ids to forget. */
  forget: string[];
  /** Queue item id → its record id, for the records still waiting. */
  records: Map<string, string>;
}

/** What changed between the records tracked so far and the queue's items now (pure). */
export function pendingChanges(
  previous: ReadonlyMap<string, string>,
  items: readonly UploadItem[],
): PendingChanges {
  const changes: PendingChanges = { save: [], forget: [], records: new Map() };
  for (const item of items) {
    const before = previous.get(item.id);
    const now = item.record?.id;
    if (before && before !== now) changes.forget.push(before);
    if (!item.record || !now) continue;
    if (item.status === 'done') {
      if (before === now) changes.forget.push(now);
      continue;
    }
    changes.records.set(item.id, now);
    if (before !== now) changes.save.push(item.record);
  }
  for (const [itemId, recordId] of previous) {
    if (!items.some((i) => i.id === itemId)) changes.forget.push(recordId);
  }
  return changes;
}

const live = new Map<object, ReadonlySet<string>>();
const liveListeners = new Set<() => void>();

function setLive(owner: object, ids: ReadonlySet<string> | undefined) {
  if (ids && ids.size > 0) live.set(owner, ids);
  else live.delete(owner);
  for (const listener of liveListeners) listener();
}

/** Ids of the records a mounted queue of this tab is working on. */
export function liveRecordIds(): Set<string> {
  return new Set([...live.values()].flatMap((ids) => [...ids]));
}

export function subscribeLiveRecords(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

export interface PendingStore {
  save: (record: FileRecord) => void;
  forget: (recordId: string) => void;
}

/** Follows the queue until the returned function is called (when the queue's widget unmounts). */
export function trackPendingUploads(
  queue: Pick<UploadQueue, 'getState' | 'subscribe'>,
  store: PendingStore,
): () => void {
  const owner = {};
  let records = new Map<string, string>();
  const update = () => {
    const changes = pendingChanges(records, queue.getState().items);
    records = changes.records;
    for (const record of changes.save) store.save(record);
    for (const id of changes.forget) store.forget(id);
    setLive(owner, new Set(records.values()));
  };
  update();
  const unsubscribe = queue.subscribe(update);
  return () => {
    unsubscribe();
    setLive(owner, undefined);
  };
}
