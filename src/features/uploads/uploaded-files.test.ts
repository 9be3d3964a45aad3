import { describe, expect, it, vi } from 'vitest';
import type { FileRecord } from './api';
import {
  listUploadedFiles,
  MAX_STORED_FILES,
  parseStoredFiles,
  saveUploadedFile,
  storageKey,
  subscribeUploadedFiles,
  type FileStorage,
} from './uploaded-files';

function memoryStorage(): FileStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const BASE = 'https://api.example.test/v1';

function record(id: string): FileRecord {
  return {
    id,
    name: `${id}-png`,
    key: `c1/${id}-png`,
    mime: 'image/png',
    url: `https://img.example.test/c1/${id}-png?format=auto&size=600`,
    communityId: 'c1',
    upload: {
      method: 'POST',
      url: 'https://uploads.example.test',
      body: { Policy: 'secret', 'X-Amz-Signature': 'sig' },
    },
  };
}

describe('files uploaded from this browser', () => {
  it('stores the record without its signed upload block, newest first, per base URL and community', () => {
    const storage = memoryStorage();
    saveUploadedFile(BASE, 'c1', record('f1'), storage);
    saveUploadedFile(BASE, 'c1', record('f2'), storage);
    saveUploadedFile(BASE, 'c2', record('f3'), storage);
    saveUploadedFile('https://other.test/v1', 'c1', record('f4'), storage);

    const list = listUploadedFiles(BASE, 'c1', storage);
    expect(list.map((f) => f.id)).toEqual(['f2', 'f1']);
    expect(list[0]).not.toHaveProperty('upload');
    expect(storage.data.get(storageKey(BASE, 'c1'))).not.toContain('secret');
    expect(listUploadedFiles(BASE, 'c2', storage).map((f) => f.id)).toEqual(['f3']);
    expect(listUploadedFiles('https://other.test/v1', 'c1', storage).map((f) => f.id)).toEqual(['f4']);
  });

  it('moves a record saved again to the top instead of listing it twice', () => {
    const storage = memoryStorage();
    for (const id of ['a', 'b', 'c']) saveUploadedFile(BASE, 'c1', record(id), storage);
    saveUploadedFile(BASE, 'c1', { ...record('a'), uploadedAt: '2025-01-01T00:00:00.000Z' }, storage);
    const list = listUploadedFiles(BASE, 'c1', storage);
    expect(list.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(list[0]?.uploadedAt).toBe('2025-01-01T00:00:00.000Z');
  });

  it(`keeps at most ${MAX_STORED_FILES}`, () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_STORED_FILES + 5; i++) saveUploadedFile(BASE, 'c1', record(`f${i}`), storage);
    const list = listUploadedFiles(BASE, 'c1', storage);
    expect(list).toHaveLength(MAX_STORED_FILES);
    expect(list[0]?.id).toBe(`f${MAX_STORED_FILES + 4}`);
  });

  it('ignores broken or hand-edited values and a storage that throws', () => {
    expect(parseStoredFiles('not json')).toEqual([]);
    expect(parseStoredFiles('{"id":"x"}')).toEqual([]);
    expect(parseStoredFiles('[{"id":"x"},{"name":"no id"},null,3]')).toEqual([{ id: 'x' }]);
    const failing: FileStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(listUploadedFiles(BASE, 'c1', failing)).toEqual([]);
    expect(() => saveUploadedFile(BASE, 'c1', record('f1'), failing)).not.toThrow();
  });

  it('keeps what the browser knew of the file sent, and drops an unsound hand-edited one', () => {
    const storage = memoryStorage();
    const original = { name: 'Spring Hackathon Art.png', size: 48_213, width: 500, height: 500 };
    saveUploadedFile(BASE, 'c1', { ...record('f1'), original }, storage);
    expect(listUploadedFiles(BASE, 'c1', storage)[0]?.original).toEqual(original);
    expect(parseStoredFiles('[{"id":"x","original":{"name":"a.png","size":-1}}]')).toEqual([{ id: 'x' }]);
    expect(parseStoredFiles('[{"id":"x","original":{"name":"a.png","size":3}}]')).toEqual([
      { id: 'x', original: { name: 'a.png', size: 3 } },
    ]);
  });

  it('tells subscribers about a change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUploadedFiles(listener);
    saveUploadedFile(BASE, 'c1', record('f1'), memoryStorage());
    unsubscribe();
    saveUploadedFile(BASE, 'c1', record('f2'), memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
