import { describe, expect, it } from 'vitest';
import { getBadge, updateBadge } from './badges';
import {
  addTagMembers,
  createTag,
  deleteTag,
  getTag,
  listMemberTags,
  listTagMembers,
  listTags,
  removeTagMember,
} from './tags';
import { FIXED_NOW, makeTestStore, W } from './test-fixture';
import { catchError } from './test-support';

const com = { communityId: 'com-a' };

describe('tags', () => {
  it('lists the community’s tags by name, paged', () => {
    const page = listTags(makeTestStore(), com);
    expect(page.total).toBe(2);
    expect(page.results.map((t) => t.name)).toEqual(['Artists', 'Core']);
  });

  it('creates a trimmed tag', () => {
    const store = makeTestStore();
    const tag = createTag(store, { ...com, body: { name: '  Moderators ' } });
    expect(tag).toMatchObject({
      name: 'Moderators',
      communityId: 'com-a',
      createdAt: FIXED_NOW,
    });
    // The service documents no count on the tag record; counts come from the member list's total.
    expect(tag).not.toHaveProperty('memberCount');
    expect(getTag(store, { ...com, tagId: tag.id })).toEqual(tag);
  });

  it('validates the name and refuses duplicates case-insensitively', () => {
    const store = makeTestStore();
    expect(catchError(() => createTag(store, { ...com, body: { name: '   ' } }))).toEqual({
      status: 400,
      message: 'name should not be empty',
      field: 'name',
    });
    expect(catchError(() => createTag(store, { ...com, body: {} })).message).toBe('name should not be empty');
    expect(catchError(() => createTag(store, { ...com, body: { name: 'x'.repeat(65) } })).message).toBe(
      'name must be shorter than or equal to 64 characters',
    );
    expect(createTag(store, { ...com, body: { name: 'x'.repeat(64) } }).name).toHaveLength(64);
    expect(catchError(() => createTag(store, { ...com, body: { name: 'core' } }))).toEqual({
      status: 409,
      message: 'A tag named "Core" already exists in this community',
      field: 'name',
    });
    // Another community may use the same name.
    expect(createTag(store, { communityId: 'com-b', body: { name: 'Core' } }).name).toBe('Core');
  });

  it('404s unknown tags and tags of other communities', () => {
    expect(catchError(() => getTag(makeTestStore(), { ...com, tagId: 'tag-b' }))).toEqual({
      status: 404,
      message: 'Tag tag-b not found',
      field: undefined,
    });
  });

  it('lists the members of a tag', () => {
    const page = listTagMembers(makeTestStore(), { ...com, tagId: 'tag-core' });
    expect(page.results.map((m) => m.id)).toEqual(['mem-2', 'mem-1']);
  });

  it('adds members by id or wallet', () => {
    const store = makeTestStore();
    addTagMembers(store, {
      ...com,
      tagId: 'tag-art',
      body: { members: ['mem-1', W.carol.toLowerCase(), 'mem-2'] },
    });
    expect(listTagMembers(store, { ...com, tagId: 'tag-art' }).total).toBe(3);
  });

  it('refuses unknown members, naming them all', () => {
    const err = catchError(() =>
      addTagMembers(makeTestStore(), {
        ...com,
        tagId: 'tag-art',
        body: { members: ['mem-1', 'ghost', W.dave, 'mem-b1'] },
      }),
    );
    expect(err).toEqual({
      status: 400,
      message: `members contains unknown members: ghost, ${W.dave}, mem-b1`,
      field: 'members',
    });
  });

  it('removes a member from a tag', () => {
    const store = makeTestStore();
    removeTagMember(store, { ...com, tagId: 'tag-core', idOrAddress: W.bob });
    expect(listTagMembers(store, { ...com, tagId: 'tag-core' }).total).toBe(1);
    expect(listMemberTags(store, { ...com, idOrAddress: 'mem-2' }).map((t) => t.id)).toEqual(['tag-art']);
    expect(
      catchError(() => removeTagMember(store, { ...com, tagId: 'tag-core', idOrAddress: 'mem-2' })),
    ).toEqual({
      status: 404,
      message: 'Member mem-2 in tag tag-core not found',
      field: undefined,
    });
  });

  it('deletes a tag from members and badges', () => {
    const store = makeTestStore();
    updateBadge(store, {
      ...com,
      badgeId: 'badge-approved',
      body: { tags: [{ id: 'tag-core', name: 'whatever' }] },
    });
    expect(getBadge(store, { ...com, badgeId: 'badge-approved' }).tags).toEqual([
      { id: 'tag-core', name: 'Core' },
    ]);
    expect(deleteTag(store, { ...com, tagId: 'tag-core' }).id).toBe('tag-core');
    expect(listTags(store, com).total).toBe(1);
    expect(listMemberTags(store, { ...com, idOrAddress: 'mem-1' })).toEqual([]);
    expect(getBadge(store, { ...com, badgeId: 'badge-approved' }).tags).toEqual([]);
  });
});
