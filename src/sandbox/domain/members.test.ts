import { describe, expect, it } from 'vitest';
import { addMember, bulkAddMembers, getMember, listMemberBadges, listMembers } from './members';
import { listTagMembers } from './tags';
import { FIXED_NOW, makeTestStore, W } from './test-fixture';
import { catchError } from './test-support';

describe('members', () => {
  it('lists a community’s members newest first, with checksummed wallets and no internal fields', () => {
    const page = listMembers(makeTestStore(), { communityId: 'com-a' });
    expect(page.total).toBe(3);
    expect(page.results.map((m) => m.id)).toEqual(['mem-3', 'mem-2', 'mem-1']);
    expect(page.results[2]?.wallet).toBe(W.alice);
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual(
      [
        'addMethod',
        'avatar',
        'confirmedAt',
        'createdAt',
        'ensName',
        'id',
        'role',
        'updatedAt',
        'wallet',
      ].sort(),
    );
  });

  it('404s the list of an unknown community', () => {
    expect(catchError(() => listMembers(makeTestStore(), { communityId: 'x' })).status).toBe(404);
  });

  it('gets a member by id or by wallet in any case', () => {
    const store = makeTestStore();
    expect(getMember(store, { communityId: 'com-a', idOrAddress: 'mem-2' }).wallet).toBe(W.bob);
    expect(getMember(store, { communityId: 'com-a', idOrAddress: W.bob.toLowerCase() }).id).toBe('mem-2');
    expect(getMember(store, { communityId: 'com-b', idOrAddress: W.alice }).id).toBe('mem-b1');
  });

  it('404s a member of another community', () => {
    const err = catchError(() => getMember(makeTestStore(), { communityId: 'com-b', idOrAddress: 'mem-2' }));
    expect(err).toEqual({ status: 404, message: 'Member mem-2 not found', field: undefined });
  });

  it('adds a member through the API', () => {
    const store = makeTestStore();
    const member = addMember(store, {
      communityId: 'com-a',
      body: { wallet: W.dave.toLowerCase(), tags: ['tag-art'] },
    });
    expect(member).toMatchObject({
      wallet: W.dave,
      role: 'member',
      ensName: null,
      avatar: null,
      addMethod: 'api',
      confirmedAt: null,
      createdAt: FIXED_NOW,
    });
    expect(listTagMembers(store, { communityId: 'com-a', tagId: 'tag-art' }).total).toBe(2);
    expect(listMembers(store, { communityId: 'com-a' }).results[0]?.id).toBe(member.id);
  });

  it('keeps the account id and ENS name of a wallet known in another community', () => {
    const store = makeTestStore();
    const carol = store.data.members.find((m) => m.id === 'mem-3');
    if (carol) carol.ensName = 'carol.eth';
    const member = addMember(store, { communityId: 'com-b', body: { wallet: W.carol } });
    expect(member).toMatchObject({ id: 'mem-3', ensName: 'carol.eth', role: 'member', addMethod: 'api' });
    expect(getMember(store, { communityId: 'com-a', idOrAddress: 'mem-3' }).addMethod).toBe('manual');
    expect(bulkAddMembers(store, { communityId: 'com-empty', body: { wallets: [W.carol] } }).added).toEqual([
      W.carol,
    ]);
    expect(getMember(store, { communityId: 'com-empty', idOrAddress: W.carol }).id).toBe('mem-3');
  });

  it('refuses an invalid wallet, an existing member and unknown tags', () => {
    const store = makeTestStore();
    expect(catchError(() => addMember(store, { communityId: 'com-a', body: { wallet: '0x12' } }))).toEqual({
      status: 400,
      message: 'wallet must be a valid Ethereum address',
      field: 'wallet',
    });
    expect(
      catchError(() => addMember(store, { communityId: 'com-a', body: { wallet: W.bob.toLowerCase() } })),
    ).toEqual({
      status: 409,
      message: `${W.bob} is already a member of this community`,
      field: 'wallet',
    });
    expect(
      catchError(() =>
        addMember(store, { communityId: 'com-a', body: { wallet: W.dave, tags: ['tag-b', 'zz'] } }),
      ),
    ).toEqual({
      status: 400,
      message: 'tags contains unknown tag ids: tag-b, zz',
      field: 'tags',
    });
    expect(catchError(() => addMember(store, { communityId: 'com-a', body: null })).message).toBe(
      'request body must be a JSON object',
    );
  });

  it('bulk-adds wallets, skipping members and repeats, tagging everyone listed', () => {
    const store = makeTestStore();
    const result = bulkAddMembers(store, {
      communityId: 'com-a',
      body: { wallets: [W.dave, W.erin.toLowerCase(), W.bob, W.dave.toLowerCase()], tags: ['tag-art'] },
    });
    expect(result).toEqual({ added: [W.dave, W.erin], skipped: [W.bob, W.dave] });
    expect(getMember(store, { communityId: 'com-a', idOrAddress: W.erin }).addMethod).toBe('bulk');
    // bob already had the tag; dave and erin get it now.
    expect(listTagMembers(store, { communityId: 'com-a', tagId: 'tag-art' }).total).toBe(3);
  });

  it('refuses a bulk add listing every invalid address', () => {
    const err = catchError(() =>
      bulkAddMembers(makeTestStore(), {
        communityId: 'com-a',
        body: { wallets: [W.dave, 'foo', '0x1'], tags: [] },
      }),
    );
    expect(err).toEqual({
      status: 400,
      message: 'wallets must be valid Ethereum addresses; invalid: foo, 0x1',
      field: 'wallets',
    });
    expect(
      catchError(() => bulkAddMembers(makeTestStore(), { communityId: 'com-a', body: { wallets: [] } }))
        .message,
    ).toBe('wallets should not be empty');
  });

  it('names at most ten invalid addresses, each cut short, and counts the rest', () => {
    const wallets = [...Array.from({ length: 25 }, (_, i) => `bad-${i}`), 'x'.repeat(500)];
    const { message } = catchError(() =>
      bulkAddMembers(makeTestStore(), { communityId: 'com-a', body: { wallets } }),
    );
    expect(message).toBe(
      'wallets must be valid Ethereum addresses; invalid: ' +
        'bad-0, bad-1, bad-2, bad-3, bad-4, bad-5, bad-6, bad-7, bad-8, bad-9 and 16 more',
    );
    const long = catchError(() =>
      bulkAddMembers(makeTestStore(), { communityId: 'com-a', body: { wallets: ['y'.repeat(500)] } }),
    ).message;
    expect(long).toBe(`wallets must be valid Ethereum addresses; invalid: ${'y'.repeat(47)}…`);
  });

  it('lists a member’s badges with the badge', () => {
    const page = listMemberBadges(makeTestStore(), { communityId: 'com-a', idOrAddress: W.bob });
    expect(page.total).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: 'att-2',
      wallet: W.bob,
      badge: { id: 'badge-live', name: 'Badge badge-live' },
    });
    expect(page.results[0]?.membership).toMatchObject({ id: 'mem-2', wallet: W.bob });
  });
});
