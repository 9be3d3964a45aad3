import { describe, expect, it } from 'vitest';
import { createMintable, mintCount, mintMintable } from './mintables';
import { makeTestStore, W } from './test-fixture';
import { catchError, validMintable } from './test-support';
import { listMemberTokens } from './tokens';

const ref = { communityId: 'com-a', collectionId: 'col-a' };

describe('mintables', () => {
  it('creates a mintable that echoes what was sent, and nothing that was not', () => {
    const store = makeTestStore();
    const created = createMintable(store, { ...ref, body: validMintable });
    expect(created).toEqual({
      id: created.id,
      ...validMintable,
      collectionId: 'col-a',
      createdAt: '2026-11-01T12:00:00.000Z',
    });
    expect(created).not.toHaveProperty('communityId');
  });

  it('keeps the optional fields: traits in both forms, models, a mint end date', () => {
    const body = {
      ...validMintable,
      clippedImage: 'https://img.sandbox.badge-console.test/mintables/hoodie-clip.png',
      traits: [{ trait_type: 'Colour', value: ' Teal ' }, 'limited'],
      models: { mml: 'https://code.sandbox.badge-console.test/hoodie.mml', unity: 'ipfs://bafyhoodie' },
      animationUrl: 'https://example.com/animation.mp4',
      mintEndDate: '2026-12-31',
    };
    const created = createMintable(makeTestStore(), { ...ref, body });
    expect(created).toMatchObject({
      traits: [{ trait_type: 'Colour', value: 'Teal' }, 'limited'],
      models: body.models,
      mintEndDate: '2026-12-31',
      clippedImage: body.clippedImage,
      animationUrl: body.animationUrl,
    });
    const timestamp = createMintable(makeTestStore(), {
      ...ref,
      body: { ...validMintable, mintEndDate: '2026-12-31T10:00:00+02:00' },
    });
    expect(timestamp.mintEndDate).toBe('2026-12-31T08:00:00.000Z');
  });

  it.each(['name', 'description', 'image', 'type', 'bannerImage', 'maxMints'] as const)(
    'requires %s',
    (field) => {
      const body = Object.fromEntries(Object.entries(validMintable).filter(([key]) => key !== field));
      const err = catchError(() => createMintable(makeTestStore(), { ...ref, body }));
      expect(err.status).toBe(400);
      expect(err.field).toBe(field);
      expect(err.message.startsWith(field)).toBe(true);
    },
  );

  it.each([
    [{ type: 'skin' }, 'type must be one of the following values: avatar, theme, item', 'type'],
    [{ maxMints: 0 }, 'maxMints must be a positive integer', 'maxMints'],
    [{ maxMints: 2.5 }, 'maxMints must be a positive integer', 'maxMints'],
    [{ maxMints: '10' }, 'maxMints must be a positive integer', 'maxMints'],
    [{ image: 'http://x.test/a.png' }, 'image must be a URL starting with https:// or ipfs://', 'image'],
    [{ mintEndDate: 'next year' }, 'mintEndDate must be a valid ISO 8601 date string', 'mintEndDate'],
    [{ mintEndDate: '2026-10-31' }, 'mintEndDate must be a date in the future', 'mintEndDate'],
    [{ traits: 'rare' }, 'traits must be an array', 'traits'],
    [
      { traits: [{ trait_type: 'Colour' }] },
      'each value in traits must have a value of 1 to 100 characters',
      'traits',
    ],
    [
      { traits: [42] },
      'each value in traits must be a string or an object with trait_type and value',
      'traits',
    ],
    [{ models: 'x' }, 'models must be an object', 'models'],
    [
      { models: { threejs: 'file:///tmp/a.glb' } },
      'models.threejs must be a URL starting with https:// or ipfs://',
      'models.threejs',
    ],
  ])('refuses %o', (change, message, field) => {
    expect(
      catchError(() => createMintable(makeTestStore(), { ...ref, body: { ...validMintable, ...change } })),
    ).toEqual({ status: 400, message, field });
  });

  it('allows minting through the whole last day when the end is a date', () => {
    const store = makeTestStore();
    const { id } = createMintable(store, { ...ref, body: { ...validMintable, mintEndDate: '2026-11-01' } });
    const lastDay = makeTestStore('2026-11-01T23:59:00.000Z');
    lastDay.restore(store.snapshot());
    expect(mintMintable(lastDay, { ...ref, mintableId: id, body: { wallet: W.bob } }).tokenId).toBe('1');
    const after = makeTestStore('2026-11-02T00:00:00.000Z');
    after.restore(store.snapshot());
    expect(
      catchError(() => mintMintable(after, { ...ref, mintableId: id, body: { wallet: W.bob } })),
    ).toEqual({
      status: 400,
      message: `Minting of mintable ${id} ended on 2026-11-01`,
      field: undefined,
    });
  });

  it('mints to a wallet until maxMints is reached', () => {
    const store = makeTestStore();
    const { id: mintableId } = createMintable(store, { ...ref, body: validMintable });
    const first = mintMintable(store, { ...ref, mintableId, body: { wallet: W.alice.toLowerCase() } });
    expect(first).toMatchObject({ wallet: W.alice, tokenId: '1', mintedAt: '2026-11-01T12:00:00.000Z' });
    expect(first.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(mintMintable(store, { ...ref, mintableId, body: { wallet: W.bob } }).tokenId).toBe('2');
    expect(mintCount(store, mintableId)).toBe(2);
    expect(catchError(() => mintMintable(store, { ...ref, mintableId, body: { wallet: W.carol } }))).toEqual({
      status: 400,
      message: `Mintable ${mintableId} has reached its maximum of 2 mints`,
      field: undefined,
    });
    expect(mintCount(store, mintableId)).toBe(2);
  });

  it("puts the minted token in the wallet's tokens, first, on the collection's contract", () => {
    const store = makeTestStore();
    const body = { ...validMintable, traits: [{ trait_type: 'Colour', value: 'Teal' }, 'limited'] };
    const mintable = createMintable(store, { ...ref, body });
    const args = { communityId: 'com-a', idOrAddress: W.carol, page: 1, perPage: 10 };
    const before = listMemberTokens(store, args).total;
    const minted = mintMintable(store, { ...ref, mintableId: mintable.id, body: { wallet: W.carol } });

    const after = listMemberTokens(store, args);
    expect(after.total).toBe(before + 1);
    const [first] = after.results;
    expect(first).toMatchObject({
      collectionName: 'Alpha Wardrobe',
      name: `${mintable.name} #${minted.tokenId}`,
      chainId: '8453',
      contract: store.data.collections.find((c) => c.id === 'col-a')?.contract,
      tokenId: minted.tokenId,
      image: mintable.image,
      description: mintable.description,
      quantity: 1,
      burnDate: null,
      createdAt: minted.mintedAt,
    });
    expect(first?.traits.map((t) => [t.key, t.value])).toEqual([
      ['Colour', 'Teal'],
      ['limited', 'limited'],
    ]);
    // Only the fields of the service's token: none of the store's own.
    expect(Object.keys(first ?? {}).toSorted()).toEqual(
      Object.keys(store.data.tokens[0] ?? {})
        .filter((key) => !['ownerWallet', 'acquiredBlock', 'burnedBlock', 'communityId'].includes(key))
        .toSorted(),
    );
    // Held from the block of the mint on, not before it.
    const heldAt = (block: string) =>
      listMemberTokens(store, { ...args, blockNumber: block }).results.some((t) => t.id === first?.id);
    expect(heldAt('21000000')).toBe(true);
    expect(heldAt('20999999')).toBe(false);
  });

  it('validates the wallet address', () => {
    const store = makeTestStore();
    const { id: mintableId } = createMintable(store, { ...ref, body: validMintable });
    expect(catchError(() => mintMintable(store, { ...ref, mintableId, body: { wallet: '0x1234' } }))).toEqual(
      {
        status: 400,
        message: 'wallet must be a valid Ethereum address',
        field: 'wallet',
      },
    );
    expect(catchError(() => mintMintable(store, { ...ref, mintableId, body: {} })).message).toBe(
      'wallet should not be empty',
    );
    expect(mintCount(store, mintableId)).toBe(0);
  });

  it('answers 404 for an unknown collection or mintable, or one of another community', () => {
    const store = makeTestStore();
    const { id: mintableId } = createMintable(store, { ...ref, body: validMintable });
    const body = { wallet: W.alice };
    expect(
      catchError(() => createMintable(store, { ...ref, collectionId: 'col-b', body: validMintable })),
    ).toEqual({
      status: 404,
      message: 'Collection col-b not found',
      field: undefined,
    });
    expect(catchError(() => mintMintable(store, { ...ref, mintableId: 'nope', body })).message).toBe(
      'Mintable nope not found',
    );
    expect(
      catchError(() => mintMintable(store, { communityId: 'com-b', collectionId: 'col-a', mintableId, body }))
        .message,
    ).toBe('Collection col-a not found');
    expect(
      catchError(() => mintMintable(store, { ...ref, communityId: 'nope', mintableId, body })).message,
    ).toBe('Community nope not found');
  });
});
