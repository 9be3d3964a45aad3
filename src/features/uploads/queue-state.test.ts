import { describe, expect, it } from 'vitest';
import type { FileRecord } from './api';
import {
  EMPTY_QUEUE,
  itemsToStart,
  needsNewRecord,
  reduceQueue,
  type QueueAction,
  type QueueState,
} from './queue-state';

const NOW = Date.parse('2025-03-05T21:30:00Z');
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

function policy(expiration: string): string {
  return btoa(JSON.stringify({ expiration, conditions: [] }));
}

function record(id: string, expiration = '2025-03-05T22:27:37Z'): FileRecord {
  return {
    id,
    url: `https://img.test/c1/${id}`,
    upload: { method: 'POST', url: 'https://up.test', body: { Policy: policy(expiration) } },
  };
}

function run(...actions: QueueAction[]): QueueState {
  return actions.reduce(reduceQueue, EMPTY_QUEUE);
}

const added = (...names: string[]): QueueAction => ({
  type: 'add',
  items: names.map((name, i) => ({ id: `u${i + 1}`, file: png(name) })),
});

describe('upload queue transitions', () => {
  it('checks each file: accepted ones queue, refused ones fail for good with the message', () => {
    const state = run(
      added('a.png', 'b.png'),
      { type: 'checked', id: 'u1' },
      { type: 'checked', id: 'u2', refusal: 'b.png is too big' },
    );
    expect(state.items.map((i) => i.status)).toEqual(['queued', 'error']);
    expect(state.items[1]?.error).toEqual({
      message: 'b.png is too big',
      retryable: false,
      expired: false,
      refused: true,
    });
    expect(state.announcement).toBe('Not uploaded: b.png is too big');
    // A refused file cannot be retried.
    expect(reduceQueue(state, { type: 'retry', id: 'u2', now: NOW }).items[1]?.status).toBe('error');
  });

  it('goes queued → creating → uploading (with monotonic, clamped progress) → done', () => {
    let state = run(added('a.png'), { type: 'checked', id: 'u1' }, { type: 'start', id: 'u1', now: NOW });
    expect(state.items[0]).toMatchObject({ status: 'creating', attempt: 1, progress: 0 });
    state = reduceQueue(state, { type: 'created', id: 'u1', attempt: 1, record: record('f1') });
    expect(state.items[0]?.status).toBe('uploading');
    state = reduceQueue(state, { type: 'progress', id: 'u1', attempt: 1, progress: 0.5 });
    state = reduceQueue(state, { type: 'progress', id: 'u1', attempt: 1, progress: 0.3 });
    expect(state.items[0]?.progress).toBe(0.5);
    state = reduceQueue(state, { type: 'progress', id: 'u1', attempt: 1, progress: 7 });
    expect(state.items[0]?.progress).toBe(1);
    state = reduceQueue(state, { type: 'uploaded', id: 'u1', attempt: 1, record: record('f1') });
    expect(state.items[0]).toMatchObject({ status: 'done', progress: 1, record: { id: 'f1' } });
    expect(state.announcement).toBe('a.png uploaded');
  });

  it('cancels a running upload and ignores the late results of that run', () => {
    let state = run(added('a.png'), { type: 'checked', id: 'u1' }, { type: 'start', id: 'u1', now: NOW });
    state = reduceQueue(state, { type: 'cancel', id: 'u1' });
    expect(state.items[0]?.status).toBe('cancelled');
    expect(state.announcement).toBe('a.png cancelled');
    const late = reduceQueue(state, { type: 'created', id: 'u1', attempt: 1, record: record('f1') });
    expect(late).toBe(state);
    // Retried and started again: results of run 1 no longer apply to run 2.
    state = reduceQueue(state, { type: 'retry', id: 'u1', now: NOW });
    state = reduceQueue(state, { type: 'start', id: 'u1', now: NOW });
    expect(state.items[0]).toMatchObject({ status: 'creating', attempt: 2 });
    expect(reduceQueue(state, { type: 'created', id: 'u1', attempt: 1, record: record('f1') })).toBe(state);
  });

  it('retry reuses the file record after an ordinary failure', () => {
    let state = run(
      added('a.png'),
      { type: 'checked', id: 'u1' },
      { type: 'start', id: 'u1', now: NOW },
      { type: 'created', id: 'u1', attempt: 1, record: record('f1') },
      {
        type: 'failed',
        id: 'u1',
        attempt: 1,
        error: { message: 'HTTP 500', retryable: true, expired: false },
      },
    );
    expect(state.items[0]?.status).toBe('error');
    expect(state.announcement).toBe('a.png failed: HTTP 500');
    state = reduceQueue(state, { type: 'retry', id: 'u1', now: NOW });
    expect(state.items[0]).toMatchObject({ status: 'queued', record: { id: 'f1' } });
    expect(state.items[0]?.error).toBeUndefined();
    state = reduceQueue(state, { type: 'start', id: 'u1', now: NOW });
    expect(state.items[0]).toMatchObject({ status: 'uploading', attempt: 2, record: { id: 'f1' } });
    // Late progress of the first run is ignored.
    expect(reduceQueue(state, { type: 'progress', id: 'u1', attempt: 1, progress: 0.9 })).toBe(state);
  });

  it('retry after expired credentials drops the record, so a new one is created', () => {
    let state = run(
      added('a.png'),
      { type: 'checked', id: 'u1' },
      { type: 'start', id: 'u1', now: NOW },
      { type: 'created', id: 'u1', attempt: 1, record: record('f1') },
      { type: 'failed', id: 'u1', attempt: 1, error: { message: 'expired', retryable: true, expired: true } },
      { type: 'retry', id: 'u1', now: NOW },
    );
    expect(state.items[0]?.record).toBeUndefined();
    state = reduceQueue(state, { type: 'start', id: 'u1', now: NOW });
    expect(state.items[0]?.status).toBe('creating');
  });

  it('a record whose policy has expired by the time of the retry is not reused either', () => {
    const state = run(
      added('a.png'),
      { type: 'checked', id: 'u1' },
      { type: 'start', id: 'u1', now: NOW },
      { type: 'created', id: 'u1', attempt: 1, record: record('f1', '2025-03-05T21:00:00Z') },
      { type: 'cancel', id: 'u1' },
    );
    const item = state.items[0]!;
    expect(needsNewRecord(item, NOW)).toBe(true);
    expect(needsNewRecord({ ...item, record: record('f1') }, NOW)).toBe(false);
    expect(reduceQueue(state, { type: 'retry', id: 'u1', now: NOW }).items[0]?.record).toBeUndefined();
  });

  it('starts at most two at a time, oldest first', () => {
    let state = run(
      added('a.png', 'b.png', 'c.png'),
      ...['u1', 'u2', 'u3'].map((id): QueueAction => ({ type: 'checked', id })),
    );
    expect(itemsToStart(state.items, 2).map((i) => i.id)).toEqual(['u1', 'u2']);
    state = reduceQueue(state, { type: 'start', id: 'u1', now: NOW });
    expect(itemsToStart(state.items, 2).map((i) => i.id)).toEqual(['u2']);
    state = reduceQueue(state, { type: 'start', id: 'u2', now: NOW });
    expect(itemsToStart(state.items, 2)).toEqual([]);
  });

  it('removes only finished items', () => {
    const state = run(
      added('a.png', 'b.png'),
      { type: 'checked', id: 'u1' },
      { type: 'checked', id: 'u2', refusal: 'no' },
    );
    expect(reduceQueue(state, { type: 'remove', id: 'u1' })).toBe(state);
    expect(reduceQueue(state, { type: 'remove', id: 'u2' }).items.map((i) => i.id)).toEqual(['u1']);
  });
});
