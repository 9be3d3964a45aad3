import type { Account, Badge, IsoDate, Membership, Reward } from './types';

/**
 * The service answers attributions in several shapes (docs/api-behaviour.md, Attributions).
 * `wallet` and `metadata` are added to the community shape: the attribution pages show and edit
 * them, and extra fields are allowed by the contract.
 */

/** Create response and community attribution list item. */
export interface CommunityAttribution {
  id: string;
  earnedAt: IsoDate;
  claimedAt: IsoDate | null;
  transactionHash: string | null;
  tokenId: string | null;
  badge: Badge;
  /** Null for an attribution created from a claim code that no wallet has redeemed yet. */
  account: Account | null;
  membership: Membership | null;
  wallet: string | null;
  metadata: Record<string, unknown>;
}

/** Item of the partner-wide list `GET /badges/{id}/attribution`. */
export interface PublicAttribution {
  id: string;
  wallet: string | null;
  earnedAt: IsoDate;
  claimedAt: IsoDate | null;
  rewards: Reward[];
  requirements: unknown[][];
  memberId: string | null;
}

/** Single attribution (get, get by metadata, update); chainId is a number here, unlike elsewhere. */
export interface AttributionDetail {
  id: string;
  badgeId: string;
  earnedAt: IsoDate;
  claimedAt: IsoDate | null;
  transactionHash: string | null;
  tokenId: string | null;
  chainId: number | null;
  contract: string | null;
  wallet: string | null;
  metadata: Record<string, unknown>;
}

export interface LeaderboardEntry {
  name: string;
  earnedAt: IsoDate;
  claimedAt: IsoDate | null;
  wallet: string;
  username: string | null;
  displayName: string;
  avatar: string | null;
  rewards: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export interface AttributionCode {
  code: string;
  badgeId: string;
  createdAt: IsoDate;
}
