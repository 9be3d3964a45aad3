import { describe, expect, it } from 'vitest';
import { getCommunity, listCommunities } from './communities';
import { makeTestStore } from './test-fixture';
import { catchError } from './test-support';

describe('communities', () => {
  it('lists communities paged and ordered by name', () => {
    const page = listCommunities(makeTestStore(), { perPage: '2' });
    expect(page).toMatchObject({ total: 3, perPage: 2, page: 1 });
    expect(page.results.map((c) => c.name)).toEqual(['Alpha Guild', 'Beta Club']);
  });

  it('gets one community', () => {
    expect(getCommunity(makeTestStore(), { communityId: 'com-a' }).name).toBe('Alpha Guild');
  });

  it('answers 404 for an unknown community', () => {
    expect(catchError(() => getCommunity(makeTestStore(), { communityId: 'nope' }))).toEqual({
      status: 404,
      message: 'Community nope not found',
      field: undefined,
    });
  });

  it('returns copies, not the stored records', () => {
    const store = makeTestStore();
    getCommunity(store, { communityId: 'com-a' }).name = 'changed';
    expect(getCommunity(store, { communityId: 'com-a' }).name).toBe('Alpha Guild');
  });
});
