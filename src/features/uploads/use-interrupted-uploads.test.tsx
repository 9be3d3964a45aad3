import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCurrentConnection } from '../../api/credentials';
import { trackPendingUploads } from './pending-tracker';
import { pendingKey } from './pending-uploads';
import type { QueueState } from './queue-state';
import { useInterruptedUploads } from './use-interrupted-uploads';

const BASE = 'https://api.example.test/v1';
const KEY = pendingKey(BASE, 'c1');

const stored = (...ids: string[]) => JSON.stringify(ids.map((id) => ({ id, name: `${id}.png` })));

/** A queue working on the record `recordId`, as a mounted upload widget of this tab would be. */
function queueWorkingOn(recordId: string) {
  const state: QueueState = {
    announcement: '',
    items: [
      {
        id: 'u1',
        file: new File(['x'], 'a.png', { type: 'image/png' }),
        status: 'uploading',
        progress: 0.5,
        record: { id: recordId },
        attempt: 1,
      },
    ],
  };
  return { getState: () => state, subscribe: () => () => {} };
}

const ids = (files: { id: string }[]) => files.map((f) => f.id);

beforeEach(() => {
  localStorage.clear();
  setCurrentConnection({ mode: 'live', baseUrl: BASE, apiKey: 'key' });
});
afterEach(() => setCurrentConnection(null));

describe('useInterruptedUploads', () => {
  it('lists the records of this connection and community, and hears another tab’s change', () => {
    localStorage.setItem(KEY, stored('f2', 'f1'));
    localStorage.setItem(pendingKey(BASE, 'c2'), stored('other'));
    const { result } = renderHook(() => useInterruptedUploads('c1'));
    expect(ids(result.current.files)).toEqual(['f2', 'f1']);

    act(() => {
      localStorage.setItem(KEY, stored('f3', 'f2', 'f1'));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(ids(result.current.files)).toEqual(['f3', 'f2', 'f1']);

    act(() => result.current.forget('f2'));
    expect(ids(result.current.files)).toEqual(['f3', 'f1']);
  });

  it('leaves out a record an upload widget of this tab is working on, until it stops', () => {
    localStorage.setItem(KEY, stored('f2', 'f1'));
    const { result } = renderHook(() => useInterruptedUploads('c1'));
    const saved: string[] = [];
    let stop = () => {};
    act(() => {
      stop = trackPendingUploads(queueWorkingOn('f1'), {
        save: (record) => saved.push(record.id),
        forget: () => {},
      });
    });
    expect(ids(result.current.files)).toEqual(['f2']);
    act(() => stop());
    expect(ids(result.current.files)).toEqual(['f2', 'f1']);
    expect(saved).toEqual(['f1']);
  });

  it('lists nothing without a connection', () => {
    localStorage.setItem(KEY, stored('f1'));
    setCurrentConnection(null);
    const { result } = renderHook(() => useInterruptedUploads('c1'));
    expect(result.current.files).toEqual([]);
  });
});
