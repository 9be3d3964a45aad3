import { describe, expect, it, vi } from 'vitest';
import type { FileRecord } from './api';
import {
  forgetPendingUpload,
  forgetUploadsOf,
  listPendingUploads,
  MAX_PENDING_UPLOADS,
  pendingCredentials,
  pendingKey,
  savePendingUpload,
  subscribePendingUploads,
} from './pending-uploads';
import { storageKey, subscribeUploadedFiles, type FileStorage } from './uploaded-files';

type TestStorage = FileStorage & Pick<Storage, 'removeItem'> & { data: Map<string, string> };

function memoryStorage(): TestStorage {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const BASE = 'https://api.example.test/v1';
const NOW = Date.parse('2025-03-05T21:30:00Z');

function policy(expiration: string): string {
  return btoa(JSON.stringify({ expiration, conditions: [] }));
}

function record(id: string, expiration = '2025-03-05T22:27:37Z'): FileRecord {
  return {
    id,
    name: `${id}.png`,
    key: `c1/${id}-png`,
    communityId: 'c1',
    createdAt: '2025-03-05T21:27:37.000Z',
    upload: {
      method: 'POST',
      url: 'https://uploads.example.test',
      body: { Policy: policy(expiration), 'X-Amz-Signature': 'sig' },
    },
  };
}

function stores() {
  return { local: memoryStorage(), session: memoryStorage() };
}

describe('uploads that never finished', () => {
  it('lists the record per base URL and community, newest first, without its credentials', () => {
    const { local, session } = stores();
    savePendingUpload(BASE, 'c1', record('f1'), local, session);
    savePendingUpload(BASE, 'c1', record('f2'), local, session);
    savePendingUpload(BASE, 'c2', record('f3'), local, session);

    const list = listPendingUploads(BASE, 'c1', local);
    expect(list.map((f) => f.id)).toEqual(['f2', 'f1']);
    expect(list[0]).not.toHaveProperty('upload');
    expect(list[0]).toMatchObject({ name: 'f2.png', createdAt: '2025-03-05T21:27:37.000Z' });
    expect(local.data.get(pendingKey(BASE, 'c1'))).not.toContain('sig');
    expect(listPendingUploads(BASE, 'c2', local).map((f) => f.id)).toEqual(['f3']);
  });

  it('keeps the signed credentials for this tab session only, while they are valid', () => {
    const { local, session } = stores();
    savePendingUpload(BASE, 'c1', record('f1'), local, session);
    savePendingUpload(BASE, 'c1', record('old', '2025-03-05T21:00:00Z'), local, session);

    expect(pendingCredentials('f1', NOW, session)).toEqual(record('f1').upload);
    expect(pendingCredentials('old', NOW, session)).toBeUndefined();
    expect(pendingCredentials('unknown', NOW, session)).toBeUndefined();
    expect([...local.data.values()].join()).not.toContain('sig');
  });

  it('saving the same record again keeps one entry in its place', () => {
    const { local, session } = stores();
    for (const id of ['a', 'b']) savePendingUpload(BASE, 'c1', record(id), local, session);
    savePendingUpload(BASE, 'c1', record('a'), local, session);
    expect(listPendingUploads(BASE, 'c1', local).map((f) => f.id)).toEqual(['b', 'a']);
  });

  it('forgets a record and its credentials', () => {
    const { local, session } = stores();
    savePendingUpload(BASE, 'c1', record('f1'), local, session);
    savePendingUpload(BASE, 'c1', record('f2'), local, session);
    forgetPendingUpload(BASE, 'c1', 'f1', local, session);
    expect(listPendingUploads(BASE, 'c1', local).map((f) => f.id)).toEqual(['f2']);
    expect(pendingCredentials('f1', NOW, session)).toBeUndefined();
  });

  it(`keeps at most ${MAX_PENDING_UPLOADS}`, () => {
    const { local, session } = stores();
    for (let i = 0; i < MAX_PENDING_UPLOADS + 3; i++)
      savePendingUpload(BASE, 'c1', record(`f${i}`), local, session);
    const list = listPendingUploads(BASE, 'c1', local);
    expect(list).toHaveLength(MAX_PENDING_UPLOADS);
    expect(list[0]?.id).toBe(`f${MAX_PENDING_UPLOADS + 2}`);
  });

  it('survives a storage that throws', () => {
    const failing: TestStorage = {
      data: new Map(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => savePendingUpload(BASE, 'c1', record('f1'), failing, failing)).not.toThrow();
    expect(listPendingUploads(BASE, 'c1', failing)).toEqual([]);
    expect(pendingCredentials('f1', NOW, failing)).toBeUndefined();
    expect(() => forgetPendingUpload(BASE, 'c1', 'f1', failing, failing)).not.toThrow();
  });

  it('tells subscribers about a change', () => {
    const { local, session } = stores();
    const listener = vi.fn();
    const unsubscribe = subscribePendingUploads(listener);
    savePendingUpload(BASE, 'c1', record('f1'), local, session);
    forgetPendingUpload(BASE, 'c1', 'f1', local, session);
    unsubscribe();
    savePendingUpload(BASE, 'c1', record('f2'), local, session);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

/** A Storage over a Map, with the key enumeration `forgetUploadsOf` walks. */
function fullStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

describe('forgetUploadsOf', () => {
  it('forgets finished and unfinished uploads of one connection only', () => {
    const storage = fullStorage();
    storage.setItem(storageKey('https://a.test/v1', 'c1'), '[{"id":"f1"}]');
    storage.setItem(pendingKey('https://a.test/v1', 'c2'), '[{"id":"f2"}]');
    storage.setItem(storageKey('https://b.test/v1', 'c1'), '[{"id":"f3"}]');
    storage.setItem('badge-console:theme', 'dark');
    const heard: (string | undefined)[] = [];
    const stops = [subscribeUploadedFiles, subscribePendingUploads].map((subscribe) =>
      subscribe((key) => heard.push(key)),
    );
    forgetUploadsOf('https://a.test/v1', storage);
    for (const stop of stops) stop();
    // A list on screen hears that it is now empty.
    expect(heard.sort()).toEqual(
      [storageKey('https://a.test/v1', 'c1'), pendingKey('https://a.test/v1', 'c2')].sort(),
    );
    expect(storage.getItem(storageKey('https://a.test/v1', 'c1'))).toBeNull();
    expect(storage.getItem(pendingKey('https://a.test/v1', 'c2'))).toBeNull();
    expect(storage.getItem(storageKey('https://b.test/v1', 'c1'))).not.toBeNull();
    expect(storage.getItem('badge-console:theme')).toBe('dark');
  });
});
