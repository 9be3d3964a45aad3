import { describe, expect, it } from 'vitest';
import { createExperience, getExperience, listExperiences, updateExperience } from './experiences';
import { makeTestStore } from './test-fixture';
import { catchError, validExperience } from './test-support';

const ref = { communityId: 'com-a' };

describe('experiences', () => {
  it('creates an experience with the server’s fields filled in', () => {
    const store = makeTestStore();
    const created = createExperience(store, { ...ref, body: validExperience });
    expect(created).toMatchObject({
      name: 'Genesis Gallery',
      type: 'mml',
      startDate: '2026-12-01T18:00:00.000Z',
      endDate: '2026-12-08T18:00:00.000Z',
      public: false,
      communityId: 'com-a',
      serverStatus: 'inactive',
      createdAt: '2026-11-01T12:00:00.000Z',
    });
    expect(created.secret).toMatch(/^exp_sk_[A-Za-z0-9]{40}$/);
    expect(created.serverId).toMatch(/^srv_[0-9a-f]{16}$/);
    expect(created.experienceUrl).toBe(`https://play.sandbox.badge-console.test/e/${created.id}`);
    expect(getExperience(store, { ...ref, experienceId: created.id })).toEqual(created);
  });

  it('reports the server active between the start and end dates', () => {
    const body = { ...validExperience, startDate: '2026-10-01T00:00:00Z', endDate: '2026-11-02T00:00:00Z' };
    const store = makeTestStore();
    const { id } = createExperience(store, { ...ref, body });
    expect(getExperience(store, { ...ref, experienceId: id }).serverStatus).toBe('active');
    const later = makeTestStore('2026-11-03T00:00:00.000Z');
    expect(createExperience(later, { ...ref, body }).serverStatus).toBe('inactive');
  });

  it.each([
    'name',
    'type',
    'description',
    'imageUrl',
    'bannerUrl',
    'codeUrl',
    'startDate',
    'endDate',
  ] as const)('requires %s', (field) => {
    const body = Object.fromEntries(Object.entries(validExperience).filter(([key]) => key !== field));
    const err = catchError(() => createExperience(makeTestStore(), { ...ref, body }));
    expect(err.status).toBe(400);
    expect(err.field).toBe(field);
    expect(err.message.startsWith(field)).toBe(true);
  });

  it.each([
    [{ type: 'vr' }, 'type must be one of the following values: web, mml, unity, instant', 'type'],
    [
      { imageUrl: 'ftp://x.test/a.png' },
      'imageUrl must be a URL starting with https:// or ipfs://',
      'imageUrl',
    ],
    [{ codeUrl: 'not a url' }, 'codeUrl must be a URL starting with https:// or ipfs://', 'codeUrl'],
    [{ startDate: 'soon' }, 'startDate must be a valid ISO 8601 date string', 'startDate'],
    [{ endDate: '2026-11-30T18:00:00Z' }, 'endDate must be after startDate', 'endDate'],
    [{ endDate: validExperience.startDate }, 'endDate must be after startDate', 'endDate'],
    [{ name: 'x'.repeat(101) }, 'name must be shorter than or equal to 100 characters', 'name'],
  ])('refuses %o', (change, message, field) => {
    expect(
      catchError(() =>
        createExperience(makeTestStore(), { ...ref, body: { ...validExperience, ...change } }),
      ),
    ).toEqual({ status: 400, message, field });
  });

  it('ignores server fields sent in the body', () => {
    const body = { ...validExperience, secret: 'mine', serverStatus: 'active', public: true, id: 'x' };
    const created = createExperience(makeTestStore(), { ...ref, body });
    expect(created.secret).not.toBe('mine');
    expect(created.id).not.toBe('x');
    expect(created.public).toBe(false);
    expect(created.serverStatus).toBe('inactive');
  });

  it('updates only the fields sent and keeps the dates in order', () => {
    const store = makeTestStore('2026-11-01T12:00:00.000Z');
    const created = createExperience(store, { ...ref, body: validExperience });
    const experienceId = created.id;
    const updated = updateExperience(store, {
      ...ref,
      experienceId,
      body: { name: 'Second Gallery', endDate: '2026-12-20T18:00:00Z' },
    });
    expect(updated).toMatchObject({
      name: 'Second Gallery',
      endDate: '2026-12-20T18:00:00.000Z',
      startDate: created.startDate,
      description: created.description,
      secret: created.secret,
      type: 'mml',
    });
    // A new start after the stored end is refused, even though the body alone looks fine.
    expect(
      catchError(() =>
        updateExperience(store, { ...ref, experienceId, body: { startDate: '2027-01-01T00:00:00Z' } }),
      ),
    ).toEqual({ status: 400, message: 'endDate must be after startDate', field: 'endDate' });
    expect(
      catchError(() => updateExperience(store, { ...ref, experienceId, body: { type: 'web' } })),
    ).toEqual({
      status: 400,
      message: 'type cannot be changed after creation',
      field: 'type',
    });
    expect(
      catchError(() => updateExperience(store, { ...ref, experienceId, body: { codeUrl: '' } })).field,
    ).toBe('codeUrl');
    expect(getExperience(store, { ...ref, experienceId }).name).toBe('Second Gallery');
  });

  it('lists a community’s experiences newest first, paged', () => {
    const store = makeTestStore();
    const first = createExperience(store, { ...ref, body: validExperience });
    const later = makeTestStore('2026-11-02T12:00:00.000Z');
    later.restore(store.snapshot());
    const second = createExperience(later, { ...ref, body: { ...validExperience, name: 'Two' } });
    createExperience(later, { communityId: 'com-b', body: validExperience });
    const page = listExperiences(later, { ...ref, perPage: 1 });
    expect(page).toMatchObject({ total: 2, perPage: 1, page: 1 });
    expect(page.results.map((e) => e.id)).toEqual([second.id]);
    expect(listExperiences(later, { ...ref, page: 2, perPage: 1 }).results.map((e) => e.id)).toEqual([
      first.id,
    ]);
    expect(listExperiences(later, { communityId: 'com-empty' }).total).toBe(0);
  });

  it('answers 404 for an unknown community or experience, or one of another community', () => {
    const store = makeTestStore();
    const { id } = createExperience(store, { communityId: 'com-b', body: validExperience });
    expect(catchError(() => getExperience(store, { ...ref, experienceId: id }))).toEqual({
      status: 404,
      message: `Experience ${id} not found`,
      field: undefined,
    });
    expect(catchError(() => updateExperience(store, { ...ref, experienceId: 'nope', body: {} })).status).toBe(
      404,
    );
    expect(catchError(() => listExperiences(store, { communityId: 'nope' })).message).toBe(
      'Community nope not found',
    );
  });
});
