import { describe, expect, it, vi } from 'vitest';
import type { FileRecord } from './api';
import { pendingChanges, subscribeLiveRecords, trackPendingUploads, liveRecordIds } from './pending-tracker';
import { EMPTY_QUEUE, reduceQueue, type QueueAction, type QueueState, type UploadItem } from './queue-state';
import type { UploadQueue } from './upload-queue';

const NOW = Date.parse('2025-03-05T21:30:00Z');
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

function record(id: string, expiration = '2025-03-05T22:27:37Z'): FileRecord {
  return {
    id,
    url: `https://img.test/c1/${id}`,
    upload: { url: 'https://up.test', body: { Policy: btoa(JSON.stringify({ expiration })) } },
  };
}

function run(state: QueueState, ...actions: QueueAction[]): QueueState {
  return actions.reduce(reduceQueue, state);
}

const started = run(
  EMPTY_QUEUE,
  { type: 'add', items: [{ id: 'u1', file: png('a.png') }] },
  { type: 'checked', id: 'u1' },
  { type: 'start', id: 'u1', now: NOW },
);
const created = run(started, { type: 'created', id: 'u1', attempt: 1, record: record('f1') });

describe('pendingChanges: which file records wait for their upload', () => {
  it('remembers a record as soon as it is created, before any byte is sent', () => {
    const changes = pendingChanges(new Map(), started.items);
    expect(changes.save).toEqual([]);
    const next = pendingChanges(changes.records, created.items);
    expect(next.save.map((r) => r.id)).toEqual(['f1']);
    expect(next.forget).toEqual([]);
    expect([...next.records.values()]).toEqual(['f1']);
  });

  it('forgets it once the upload is done', () => {
    const tracked = pendingChanges(new Map(), created.items).records;
    const done = run(created, { type: 'uploaded', id: 'u1', attempt: 1, record: record('f1') });
    const changes = pendingChanges(tracked, done.items);
    expect(changes.forget).toEqual(['f1']);
    expect(changes.save).toEqual([]);
    expect(changes.records.size).toBe(0);
  });

  it('keeps it after a failure or a cancel: the record still has no file', () => {
    const tracked = pendingChanges(new Map(), created.items).records;
    const failed = run(created, {
      type: 'failed',
      id: 'u1',
      attempt: 1,
      error: { message: 'network', retryable: true, expired: false },
    });
    expect(pendingChanges(tracked, failed.items)).toMatchObject({ save: [], forget: [] });
    const cancelled = run(created, { type: 'cancel', id: 'u1' });
    expect(pendingChanges(tracked, cancelled.items)).toMatchObject({ save: [], forget: [] });
  });

  it('forgets the old record when a retry has to create a new one (expired credentials)', () => {
    const tracked = pendingChanges(new Map(), created.items).records;
    const expired = run(
      created,
      { type: 'failed', id: 'u1', attempt: 1, error: { message: 'expired', retryable: true, expired: true } },
      { type: 'retry', id: 'u1', now: NOW },
    );
    const dropped = pendingChanges(tracked, expired.items);
    expect(dropped.forget).toEqual(['f1']);
    const again = run(
      expired,
      { type: 'start', id: 'u1', now: NOW },
      {
        type: 'created',
        id: 'u1',
        attempt: 2,
        record: record('f2'),
      },
    );
    expect(pendingChanges(dropped.records, again.items).save.map((r) => r.id)).toEqual(['f2']);
  });

  it('forgets the record of an item the user removes from the list', () => {
    const failed = run(created, {
      type: 'failed',
      id: 'u1',
      attempt: 1,
      error: { message: 'refused', retryable: true, expired: false },
    });
    const tracked = pendingChanges(new Map(), failed.items).records;
    const removed = run(failed, { type: 'remove', id: 'u1' });
    expect(pendingChanges(tracked, removed.items).forget).toEqual(['f1']);
  });

  it('tracks a record handed to the queue for a retry like a new one', () => {
    const items: UploadItem[] = [
      { id: 'u9', file: png('again.png'), status: 'queued', progress: 0, attempt: 0, record: record('f7') },
    ];
    expect(pendingChanges(new Map(), items).save.map((r) => r.id)).toEqual(['f7']);
  });
});

/** A queue whose state the test sets by hand. */
function fakeQueue(initial: QueueState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const queue: Pick<UploadQueue, 'getState' | 'subscribe'> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: QueueState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { queue, set };
}

describe('trackPendingUploads', () => {
  it('saves and forgets through the callbacks, and marks the records as live while mounted', () => {
    const { queue, set } = fakeQueue(started);
    const save = vi.fn();
    const forget = vi.fn();
    const onLive = vi.fn();
    const unsubscribeLive = subscribeLiveRecords(onLive);
    const stop = trackPendingUploads(queue, { save, forget });

    set(created);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1' }));
    expect(liveRecordIds().has('f1')).toBe(true);

    set(run(created, { type: 'cancel', id: 'u1' }));
    stop();
    // Unmounted: the record is no longer worked on, so it shows as interrupted; it is not forgotten.
    expect(liveRecordIds().has('f1')).toBe(false);
    expect(forget).not.toHaveBeenCalled();
    expect(onLive).toHaveBeenCalled();
    unsubscribeLive();
  });
});
