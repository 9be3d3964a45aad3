import { describe, expect, it, vi } from 'vitest';
import {
  createAsyncConnectionScopedStore,
  memoryDatabase,
  memoryRecords,
  type BrowserDatabase,
} from './connection-scoped-store-indexeddb';

const BASE = 'https://api.example.test/v1';

/** Whole numbers only: anything else stored under the key is dropped (it may be hand-edited). */
function parseNumbers(stored: unknown): number[] {
  return Array.isArray(stored) ? stored.filter((n): n is number => typeof n === 'number') : [];
}

function numbersStore(database: BrowserDatabase) {
  return createAsyncConnectionScopedStore<number[], [scope: string]>({
    database,
    key: (baseUrl, scope) => `numbers|${baseUrl}|${scope}`,
    parse: parseNumbers,
    empty: [],
  });
}

/** Resolves with the first key `subscribe` hears. */
function nextChange(subscribe: (listener: (key: string | undefined) => void) => () => void) {
  return new Promise<string | undefined>((resolve) => {
    const stop = subscribe((key) => {
      stop();
      resolve(key);
    });
  });
}

describe('connection-scoped store, IndexedDB backend', () => {
  it('keeps a value per connection and scope, parsed, and empty where nothing readable is kept', async () => {
    const database = memoryDatabase('test');
    const store = numbersStore(database);
    const key = store.key(BASE, 'c1');
    expect(key).toBe(`numbers|${BASE}|c1`);
    expect(await store.read(key)).toEqual([]);
    await store.write(key, [1, 2]);
    expect(await store.read(key)).toEqual([1, 2]);
    expect(await store.read(store.key('https://other.test/v1', 'c1'))).toEqual([]);
    await database.records.set(key, [3, 'four', null, 5]);
    expect(await store.read(key)).toEqual([3, 5]);
    await database.records.set(key, 'hand-edited');
    expect(await store.read(key)).toEqual([]);
  });

  it('changes the parsed value in update (where a cap runs) and drops it in remove', async () => {
    const store = numbersStore(memoryDatabase('test'));
    const key = store.key(BASE, 'c1');
    const capped = (list: number[], n: number) => [n, ...list].slice(0, 3);
    for (const n of [1, 2, 3, 4]) await store.update(key, (list) => capped(list, n));
    expect(await store.update(key, (list) => capped(list, 5))).toEqual([5, 4, 3]);
    expect(await store.read(key)).toEqual([5, 4, 3]);
    await store.remove(key);
    expect(await store.read(key)).toEqual([]);
  });

  it('never hands out the stored object itself', async () => {
    const store = numbersStore(memoryDatabase('test'));
    const key = store.key(BASE, 'c1');
    const written = [1];
    await store.write(key, written);
    written.push(2);
    (await store.read(key)).push(3);
    expect(await store.read(key)).toEqual([1]);
  });

  it('tells this tab’s subscribers which key changed, until they stop', async () => {
    const store = numbersStore(memoryDatabase('test'));
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    await store.write(store.key(BASE, 'a'), [1]);
    await store.update(store.key(BASE, 'b'), () => [2]);
    await store.remove(store.key(BASE, 'a'));
    stop();
    await store.write(store.key(BASE, 'a'), [3]);
    expect(listener.mock.calls).toEqual([
      [store.key(BASE, 'a')],
      [store.key(BASE, 'b')],
      [store.key(BASE, 'a')],
    ]);
  });

  it('tells the other tabs of the same database, and does not hear its own writes twice', async () => {
    const records = memoryRecords();
    const here = numbersStore(memoryDatabase('shared', records));
    const there = numbersStore(memoryDatabase('shared', records));
    const elsewhere = numbersStore(memoryDatabase('another', memoryRecords()));
    const heardHere = vi.fn();
    const stopHere = here.subscribe(heardHere);
    const stopElsewhere = elsewhere.subscribe(() => {
      throw new Error('another database heard the write');
    });
    const key = here.key(BASE, 'c1');

    const heardThere = nextChange(there.subscribe);
    await here.write(key, [7]);
    expect(await heardThere).toBe(key);
    expect(await there.read(key)).toEqual([7]);

    // The other tab answers; by the time its write is heard here, an echo of ours would have come.
    const answerHeard = nextChange(here.subscribe);
    await there.write(there.key(BASE, 'c2'), [8]);
    expect(await answerHeard).toBe(there.key(BASE, 'c2'));
    expect(heardHere.mock.calls).toEqual([[key], [there.key(BASE, 'c2')]]);
    stopHere();
    stopElsewhere();
  });

  it('lets a failed write reach its caller, and tells no one', async () => {
    const database = memoryDatabase('test');
    vi.spyOn(database.records, 'set').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const store = numbersStore(database);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    await expect(store.write(store.key(BASE, 'c1'), [1])).rejects.toThrow('full');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
