import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimCodeStore } from '../features/attributions/claim-code-store';
import { uploadedFilesStore } from '../features/uploads/uploaded-files';
import {
  createConnectionScopedStore,
  type KeyValueStorage,
  type RemovableStorage,
} from './connection-scoped-store';
import { recentIdsStore } from './recent-ids';

function memoryStorage(): RemovableStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function listStore() {
  return createConnectionScopedStore<string[], [scope: string]>({
    key: (baseUrl, scope) => `test:${baseUrl}|${scope}`,
    parse: (raw) => (raw ? (JSON.parse(raw) as string[]) : []),
    empty: [],
  });
}

const BASE = 'https://api.example.test/v1';

afterEach(() => vi.unstubAllGlobals());

describe('connection-scoped store', () => {
  it('reads what users kept under the keys each list always had', () => {
    const storage = memoryStorage();
    storage.setItem(`badge-console:recent:mintables|${BASE}|col1`, '[{"id":"m1","label":"Avatar"}]');
    storage.setItem(`badge-console:uploaded-files:${BASE}|c1`, '[{"id":"f1"}]');
    storage.setItem(
      `badge-console:claim-codes:${BASE}|c1|b1`,
      '[{"id":"b","createdAt":"2026-01-01T00:00:00Z","requested":1,"codes":[{"code":"ABC"}]}]',
    );
    expect(recentIdsStore.read(recentIdsStore.key(BASE, 'mintables', 'col1'), storage)).toEqual([
      { id: 'm1', label: 'Avatar' },
    ]);
    expect(uploadedFilesStore.read(uploadedFilesStore.key(BASE, 'c1'), storage)).toEqual([{ id: 'f1' }]);
    expect(claimCodeStore.read(claimCodeStore.key(BASE, 'c1', 'b1'), storage)[0]?.codes).toEqual([
      { code: 'ABC' },
    ]);
  });

  it('gives the same value while the stored text is the same, and tells subscribers of writes', () => {
    const storage = memoryStorage();
    const store = listStore();
    const key = store.key(BASE, 's');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.write(key, ['a'], storage);
    expect(listener).toHaveBeenCalledTimes(1);
    const first = store.read(key, storage);
    expect(store.read(key, storage)).toBe(first);
    store.update(key, (list) => [...list, 'b'], storage);
    expect(store.read(key, storage)).toEqual(['a', 'b']);
    stop();
    store.write(key, [], storage);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working when storage refuses a write (full or disabled)', () => {
    const store = createConnectionScopedStore<string[], []>({
      key: (baseUrl) => `test:${baseUrl}`,
      parse: () => ['never'],
      empty: [],
    });
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(store.write(store.key(BASE), ['a'], full)).toEqual(['a']);
    expect(store.read(store.key(BASE), full)).toEqual([]);
  });

  it('drops a value and tells subscribers which key changed', () => {
    const storage = memoryStorage();
    const store = listStore();
    const key = store.key(BASE, 's');
    store.write(key, ['a'], storage);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.remove(key, storage);
    stop();
    expect(storage.data.has(key)).toBe(false);
    expect(store.read(key, storage)).toEqual([]);
    expect(listener.mock.calls).toEqual([[key]]);
  });

  it('hears other tabs through the storage event while someone listens', () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const store = listStore();
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    page.dispatchEvent(storageEvent(store.key(BASE, 's')));
    page.dispatchEvent(storageEvent(null)); // another tab cleared the storage
    stop();
    page.dispatchEvent(storageEvent(store.key(BASE, 's')));
    expect(listener.mock.calls).toEqual([[store.key(BASE, 's')], [undefined]]);
  });
});
