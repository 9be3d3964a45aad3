import { blockAt } from '../seed/gen';
import { readAddress, toChecksumAddress } from './address';
import { badRequest, notFound } from './errors';
import { requireCommunity } from './lookup';
import { mintCutoffMs, parseMintableCreate } from './mintable-input';
import { randomHex } from './random';
import type { Store } from './store';
import type { StoredCollection, StoredMint, StoredMintable, StoredToken } from './stored';
import type { Mintable, MintableTrait, MintResult, Trait } from './types';
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

/** A mintable's trait as a token's: a plain word is a trait of its own name. */
function tokenTrait(trait: MintableTrait, holders: number): Trait {
  const [key, value] = typeof trait === 'string' ? [trait, trait] : [trait.trait_type, trait.value];
  // Every token of the mintable has it, so its share is all of them.
  return { key, type: 'string', value, tokenCount: holders, rarity: 1, rarityPercent: 100 };
}

/**
 * The token a mint puts in the wallet, as the member's token read lists it: the mintable's name,
 * art and traits on the collection's contract, acquired at the block of the mint.
 */
function mintedToken(
  store: Store,
  collection: StoredCollection,
  mintable: StoredMintable,
  mint: StoredMint,
): StoredToken {
  const holders = mintCount(store, mintable.id);
  return {
    id: mint.id,
    collectionName: collection.name,
    name: `${mintable.name} #${mint.tokenId}`,
    kind: 'erc721',
    chainId: collection.chainId,
    contract: collection.contract,
    tokenId: mint.tokenId,
    image: mintable.image,
    uri: `ipfs://bafymint${mintable.id.replace(/-/g, '')}/${mint.tokenId}.json`,
    rarity: 'common',
    rarityRank: holders,
    description: mintable.description,
    externalUrl: null,
    animationUrl: mintable.animationUrl ?? null,
    traits: (mintable.traits ?? []).map((trait) => tokenTrait(trait, holders)),
    quantity: 1,
    burnDate: null,
    createdAt: mint.mintedAt,
    updatedAt: mint.mintedAt,
    ownerWallet: mint.wallet,
    acquiredBlock: blockAt(store.nowMs()),
    burnedBlock: null,
    communityId: collection.communityId,
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
  store.data.tokens.push(mintedToken(store, collection, mintable, mint));
  return toMintResult(mint);
}
