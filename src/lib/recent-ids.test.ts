import { describe, expect, it } from 'vitest';
import {
  forgetRecentId,
  MAX_RECENT_IDS,
  parseRecentIds,
  readRecentIds,
  recentIdsKey,
  rememberRecentId,
  type RecentStorage,
} from './recent-ids';

function memoryStorage(): RecentStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const KEY = recentIdsKey('https://api.example/v1', 'collections', 'community-1');

describe('recent ids', () => {
  it('keeps the newest first, without duplicates, at most eight', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 10; i++) rememberRecentId(KEY, { id: `c${i}` }, storage);
    rememberRecentId(KEY, { id: 'c5' }, storage);
    const ids = readRecentIds(KEY, storage).map((e) => e.id);
    expect(ids).toHaveLength(MAX_RECENT_IDS);
    expect(ids.slice(0, 3)).toEqual(['c5', 'c10', 'c9']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a remembered name when the same id is opened again by its bare id', () => {
    const storage = memoryStorage();
    rememberRecentId(KEY, { id: 'm1', label: 'Guild Hoodie', note: 'item' }, storage);
    rememberRecentId(KEY, { id: 'm1' }, storage);
    expect(readRecentIds(KEY, storage)).toEqual([{ id: 'm1', label: 'Guild Hoodie', note: 'item' }]);
  });

  it('forgets one id and ignores blank ones', () => {
    const storage = memoryStorage();
    rememberRecentId(KEY, { id: 'a' }, storage);
    rememberRecentId(KEY, { id: '  ' }, storage);
    rememberRecentId(KEY, { id: 'b' }, storage);
    forgetRecentId(KEY, 'a', storage);
    expect(readRecentIds(KEY, storage)).toEqual([{ id: 'b' }]);
  });

  it('keeps lists apart per connection, kind and scope', () => {
    const storage = memoryStorage();
    rememberRecentId(KEY, { id: 'a' }, storage);
    expect(
      readRecentIds(recentIdsKey('https://other.example/v1', 'collections', 'community-1'), storage),
    ).toEqual([]);
    expect(
      readRecentIds(recentIdsKey('https://api.example/v1', 'experiences', 'community-1'), storage),
    ).toEqual([]);
  });

  it('reads a damaged or hand-edited value as far as it makes sense', () => {
    expect(parseRecentIds('not json')).toEqual([]);
    expect(parseRecentIds('{"id":"a"}')).toEqual([]);
    expect(
      parseRecentIds('[{"id":"a","label":7},{"nope":1},{"id":""},{"id":"a"},{"id":"b","note":"x"}]'),
    ).toEqual([{ id: 'a' }, { id: 'b', note: 'x' }]);
  });

  it('still answers when storage throws', () => {
    const broken: RecentStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRecentIds(KEY, broken)).toEqual([]);
    expect(rememberRecentId(KEY, { id: 'a' }, broken)).toEqual([{ id: 'a' }]);
  });
});
