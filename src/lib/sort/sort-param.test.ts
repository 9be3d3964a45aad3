import { describe, expect, it } from 'vitest';
import { parseUrlState, toSearch, urlSchema } from '../url-state';
import { nextSort, sortParam } from './sort-param';

const schema = urlSchema({ sort: sortParam(['joined', 'role']) });

describe('sortParam', () => {
  it('reads a key, with a leading "-" for descending', () => {
    expect(parseUrlState(schema, 'sort=-joined').sort).toEqual({ key: 'joined', direction: 'desc' });
    expect(parseUrlState(schema, 'sort=role').sort).toEqual({ key: 'role', direction: 'asc' });
  });

  it('reads a missing or malformed value as the service order', () => {
    for (const search of ['', 'sort=', 'sort=wallet', 'sort=--joined', 'sort=-', 'sort=JOINED'])
      expect(parseUrlState(schema, search).sort, search).toBeUndefined();
  });

  it('writes the sort as one param and leaves the service order out of the URL', () => {
    expect(toSearch(schema, { sort: { key: 'joined', direction: 'desc' } })).toBe('sort=-joined');
    expect(toSearch(schema, { sort: { key: 'role', direction: 'asc' } })).toBe('sort=role');
    expect(toSearch(schema, { sort: undefined })).toBe('');
  });
});

describe('nextSort', () => {
  it('goes first direction, other direction, then back to the service order', () => {
    const first = nextSort(undefined, 'joined', 'desc');
    expect(first).toEqual({ key: 'joined', direction: 'desc' });
    const second = nextSort(first, 'joined', 'desc');
    expect(second).toEqual({ key: 'joined', direction: 'asc' });
    expect(nextSort(second, 'joined', 'desc')).toBeUndefined();
    expect(nextSort(second, 'role')).toEqual({ key: 'role', direction: 'asc' });
  });
});
