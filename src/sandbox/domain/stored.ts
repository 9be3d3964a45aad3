import type {
  Badge,
  Community,
  Experience,
  FileRecord,
  IsoDate,
  Member,
  Mintable,
  Reward,
  Tag,
  Token,
  Vault,
} from './types';

/**
 * What the store keeps. Fields beyond the public shapes are internal and are removed by the
 * mappers in `views.ts`; the HTTP layer only ever sees the mapped shapes.
 */

export interface StoredMember extends Member {
  /** Lowercase here (cheap case-insensitive matching); checksummed by toPublicMember. */
  wallet: string;
  communityId: string;
  tagIds: string[];
}

export interface StoredToken extends Token {
  /** Lowercase wallet currently (or last) holding the token. */
  ownerWallet: string;
  acquiredBlock: number;
  /** Block of the burn; null while the token exists. */
  burnedBlock: number | null;
  communityId: string;
}

/** Rewards are joined in at read time and `name` mirrors `title`. */
export type StoredBadge = Omit<Badge, 'name' | 'rewards'>;

export interface StoredReward extends Reward {
  badgeId: string;
  communityId: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export interface StoredAttribution {
  id: string;
  badgeId: string;
  communityId: string;
  /** Lowercase; null while a claim-code attribution is unredeemed. */
  wallet: string | null;
  memberId: string | null;
  code: string | null;
  earnedAt: IsoDate;
  claimedAt: IsoDate | null;
  transactionHash: string | null;
  tokenId: string | null;
  metadata: Record<string, unknown>;
}

/** A generated claim code; `attributionId` is set once an attribution used it. */
export interface ClaimCode {
  code: string;
  badgeId: string;
  communityId: string;
  createdAt: IsoDate;
  attributionId: string | null;
}

/** A file record plus what the emulated upload host and CDN need. */
export interface StoredFile extends FileRecord {
  /** When the upload credentials stop working (the policy's `expiration`). */
  expiresAt: IsoDate;
  /** Size in bytes and the stored Content-Type once uploaded; null before. */
  size: number | null;
  contentType: string | null;
  /** ETag the upload host answered (quoted in the response, bare here); null before. */
  etag: string | null;
}

/** The server status is not kept: it follows from the dates when the experience is read. */
export type StoredExperience = Omit<Experience, 'serverStatus'>;

/** A community's own collection, where its mintables live. No operation returns it whole. */
export interface StoredCollection {
  id: string;
  communityId: string;
  name: string;
  contract: string;
  chainId: string;
  /** Token id of the next mint. */
  nextTokenId: number;
  createdAt: IsoDate;
}

export interface StoredMintable extends Mintable {
  communityId: string;
}

export interface StoredMint {
  id: string;
  mintableId: string;
  collectionId: string;
  communityId: string;
  /** Lowercase. */
  wallet: string;
  tokenId: string;
  transactionHash: string;
  mintedAt: IsoDate;
}

export interface StoreData {
  communities: Community[];
  members: StoredMember[];
  tokens: StoredToken[];
  tags: Tag[];
  badges: StoredBadge[];
  rewards: StoredReward[];
  attributions: StoredAttribution[];
  claimCodes: ClaimCode[];
  vaults: Vault[];
  files: StoredFile[];
  experiences: StoredExperience[];
  collections: StoredCollection[];
  mintables: StoredMintable[];
  mints: StoredMint[];
}

/** Raised when the stored shape changes, so saved states of an older shape start from the seed. */
export const SNAPSHOT_VERSION = 2;

/** JSON-serialisable state of a store, including the id sequence so restored stores continue it. */
export interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  data: StoreData;
  /** Ids are uuidFromKey(`${seed}:id:${next}`). */
  sequence: { seed: number; next: number };
  /** mulberry32 state for codes, keys and hashes. */
  rng: number;
}
