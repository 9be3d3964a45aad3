import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './connection-scoped-store';
import {
  duplicateView,
  MAX_SAVED_VIEWS,
  parseSavedViews,
  saveView,
  savedViewsStore,
  viewNameError,
  viewSearch,
} from './saved-views';
import { urlParam } from './url-params';
import { intParam, urlSchema } from './url-state';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const KEY = savedViewsStore.key('https://api.example.test/v1');
const view = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `View ${id}`,
  path: '/communities/c1/members',
  search: 'tag=t1',
  savedAt: '2026-12-01T10:00:00.000Z',
  ...extra,
});

describe('saved views', () => {
  it('drops what is not a view from hand-edited storage', () => {
    const raw = JSON.stringify([
      view('a', { page: 'Members' }),
      view('a', { name: 'Same id' }),
      view('b', { name: 'view A' }),
      view('c', { name: '  ' }),
      view('d', { path: 'https://elsewhere.test/x' }),
      view('e', { path: '//elsewhere.test/x' }),
      view('f', { path: '/members?tag=1' }),
      view('g', { search: '?tag=1' }),
      view('h', { search: 3 }),
      view('i', { savedAt: 'yesterday' }),
      view('j', { name: 'x'.repeat(81) }),
      'not a view',
      null,
      view('k', { path: '/communities/c2/members', name: 'View a' }),
    ]);
    expect(parseSavedViews(raw)).toEqual([
      { ...view('a'), page: 'Members' },
      { ...view('k'), path: '/communities/c2/members', name: 'View a' },
    ]);
    expect(parseSavedViews('{"id":"a"}')).toEqual([]);
    expect(parseSavedViews('not json')).toEqual([]);
    expect(parseSavedViews(null)).toEqual([]);
  });

  it('keeps at most MAX_SAVED_VIEWS, newest first, dropping the oldest', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: MAX_SAVED_VIEWS + 5 }, (_, i) => view(`v${String(i)}`));
    expect(parseSavedViews(JSON.stringify(many))).toHaveLength(MAX_SAVED_VIEWS);
    storage.setItem(KEY, JSON.stringify(many.slice(0, MAX_SAVED_VIEWS)));
    const saved = saveView(KEY, { name: 'Newest', path: '/webhooks', search: '' }, storage);
    const kept = savedViewsStore.read(KEY, storage);
    expect(kept).toHaveLength(MAX_SAVED_VIEWS);
    expect(kept[0]).toEqual(saved);
    expect(kept.at(-1)?.id).toBe(`v${String(MAX_SAVED_VIEWS - 2)}`);
  });

  it('checks names per page, ignoring case, and names copies so they stay unique', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify([view('a', { name: 'Mine' }), view('b', { name: 'Mine (copy)' })]));
    const views = savedViewsStore.read(KEY, storage);
    expect(viewNameError(views, '/communities/c1/members', ' ')).toBe('Enter a name for the view.');
    expect(viewNameError(views, '/communities/c1/members', ' MINE ')).toMatch(/already has a view named/);
    expect(viewNameError(views, '/communities/c1/members', 'mine', 'a')).toBeUndefined();
    expect(viewNameError(views, '/communities/c2/members', 'Mine')).toBeUndefined();
    expect(duplicateView(KEY, 'a', storage)?.name).toBe('Mine (copy 2)');
  });

  it('keeps each schema’s canonical state, without the page number', () => {
    const list = urlSchema({
      page: intParam(1),
      tag: urlParam.text(),
      status: urlParam.optionalOneOf(['live']),
    });
    const other = urlSchema({ page: intParam(1), metric: urlParam.text() });
    expect(viewSearch([list, other], 'page=3&status=gone&metric=score&tag=t1&job=j1')).toBe(
      'tag=t1&metric=score',
    );
  });
});
