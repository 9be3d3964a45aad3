import { readAddress, toChecksumAddress } from './address';
import { badRequest, notFound } from './errors';
import { requireCommunity } from './lookup';
import { mintCutoffMs, parseMintableCreate } from './mintable-input';
import { randomHex } from './random';
import type { Store } from './store';
import type { StoredCollection, StoredMint, StoredMintable } from './stored';
import type { Mintable, MintResult } from './types';
import { asBody } from './validate';

export interface CollectionRefArgs {
  communityId: string;
  collectionId: string;
}

export interface MintableRefArgs extends CollectionRefArgs {
  mintableId: string;
}

/** A copy without the internal fields; optional fields appear only when they were sent. */
export function toPublicMintable(m: StoredMintable): Mintable {
  const out: Mintable = {
    id: m.id,
    name: m.name,
    description: m.description,
    image: m.image,
    type: m.type,
    bannerImage: m.bannerImage,
    maxMints: m.maxMints,
    collectionId: m.collectionId,
    createdAt: m.createdAt,
  };
  if (m.clippedImage !== undefined) out.clippedImage = m.clippedImage;
  if (m.traits !== undefined) out.traits = structuredClone(m.traits);
  if (m.models !== undefined) out.models = { ...m.models };
  if (m.animationUrl !== undefined) out.animationUrl = m.animationUrl;
  if (m.mintEndDate !== undefined) out.mintEndDate = m.mintEndDate;
  return out;
}

function toMintResult(mint: StoredMint): MintResult {
  return {
    id: mint.id,
    wallet: toChecksumAddress(mint.wallet),
    transactionHash: mint.transactionHash,
    tokenId: mint.tokenId,
    mintedAt: mint.mintedAt,
  };
}

/** A collection of another community is "not found", as for every other record. */
function requireCollection(store: Store, args: CollectionRefArgs): StoredCollection {
  requireCommunity(store, args.communityId);
  const found = store.data.collections.find(
    (c) => c.id === args.collectionId && c.communityId === args.communityId,
  );
  if (!found) throw notFound(`Collection ${args.collectionId}`);
  return found;
}

export function mintCount(store: Store, mintableId: string): number {
  let count = 0;
  for (const m of store.data.mints) if (m.mintableId === mintableId) count += 1;
  return count;
}

export function createMintable(store: Store, args: CollectionRefArgs & { body: unknown }): Mintable {
  const collection = requireCollection(store, args);
  const fields = parseMintableCreate(args.body, store.nowMs());
  const mintable: StoredMintable = {
    id: store.nextId(),
    ...fields,
    collectionId: collection.id,
    communityId: collection.communityId,
    createdAt: store.now(),
  };
  store.data.mintables.push(mintable);
  return toPublicMintable(mintable);
}

/** One token to one wallet, while minting is open and the mintable has mints left. */
export function mintMintable(store: Store, args: MintableRefArgs & { body: unknown }): MintResult {
  const collection = requireCollection(store, args);
  const mintable = store.data.mintables.find(
    (m) => m.id === args.mintableId && m.collectionId === collection.id,
  );
  if (!mintable) throw notFound(`Mintable ${args.mintableId}`);
  const wallet = readAddress(asBody(args.body).wallet, 'wallet');
  if (mintable.mintEndDate !== undefined && mintCutoffMs(mintable.mintEndDate) <= store.nowMs()) {
    throw badRequest(`Minting of mintable ${mintable.id} ended on ${mintable.mintEndDate}`);
  }
  const used = mintCount(store, mintable.id);
  if (used >= mintable.maxMints) {
    throw badRequest(`Mintable ${mintable.id} has reached its maximum of ${mintable.maxMints} mints`);
  }
  collection.nextTokenId += 1;
  const mint: StoredMint = {
    id: store.nextId(),
    mintableId: mintable.id,
    collectionId: collection.id,
    communityId: collection.communityId,
    wallet,
    tokenId: String(collection.nextTokenId),
    transactionHash: randomHex(() => store.random(), 32),
    mintedAt: store.now(),
  };
  store.data.mints.push(mint);
  return toMintResult(mint);
}
