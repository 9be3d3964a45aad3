/**
 * Public record shapes with the API's exact field names (as in openapi/community-badges.yaml). Everything is
 * JSON-serialisable: timestamps are ISO strings, absent values are null. Internal bookkeeping lives
 * in `stored.ts`; `views.ts` maps stored records to these shapes.
 */

export type IsoDate = string;

export interface Community {
  id: string;
  name: string;
  shortName: string;
  description: string;
  twitter: string | null;
  discord: string | null;
  youtube: string | null;
  website: string | null;
  logo: string | null;
  type: string;
  requestLevel: string;
  approvedAt: IsoDate | null;
  verifiedAt: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const ADD_METHODS = ['manual', 'bulk', 'claim', 'api'] as const;
export type AddMethod = (typeof ADD_METHODS)[number];

export interface MemberAvatar {
  tokenId: string;
  contract: string;
  chainId: string;
  image: string;
  name: string;
}

export interface Member {
  id: string;
  role: MemberRole;
  /** EIP-55 checksummed. */
  wallet: string;
  ensName: string | null;
  avatar: MemberAvatar | null;
  addMethod: AddMethod;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  confirmedAt: IsoDate | null;
}

/** Membership as embedded in attributions. */
export type Membership = Pick<Member, 'id' | 'role' | 'wallet' | 'addMethod' | 'confirmedAt'>;

/** Account as embedded in attributions; the sandbox has no social links or e-mail. */
export interface Account {
  id: string;
  wallet: string;
  linkedWallets: string[];
  twitter: { id: string; name: string; username: string } | null;
  discord: { id: string; username: string; global_name: string; avatar: string } | null;
  email: string | null;
  connectedAvatar: null;
}

export interface Trait {
  key: string;
  type: string;
  value: string;
  tokenCount: number;
  rarity: number;
  rarityPercent: number;
}

export interface Token {
  id: string;
  collectionName: string;
  name: string;
  kind: string;
  chainId: string;
  contract: string;
  tokenId: string;
  image: string;
  uri: string;
  rarity: string;
  rarityRank: number;
  description: string;
  externalUrl: string | null;
  animationUrl: string | null;
  traits: Trait[];
  quantity: number;
  burnDate: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export interface Tag {
  id: string;
  name: string;
  communityId: string;
  memberCount: number;
  createdAt: IsoDate;
}

export interface TagRef {
  id: string;
  name: string;
}

export const BADGE_TYPES = ['achievement', 'attendance'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
export const BADGE_STATUSES = ['draft', 'under_review', 'approved', 'rejected', 'live'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

export const REWARD_PROVIDERS = ['Thank APE', 'Vault'] as const;
export type RewardProvider = (typeof REWARD_PROVIDERS)[number];
export const REWARD_TYPES = ['native', 'erc20', 'erc721', 'erc1155', 'points'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const REWARD_STATUSES = ['open', 'pending', 'sent'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export interface Reward {
  id: string;
  name: string;
  image: string;
  provider: RewardProvider;
  providerImage: string;
  type: RewardType;
  status: RewardStatus;
  vaultId: string;
  contract: string;
  chainId: string;
  /** Sent as strings, returned as numbers (docs/api-behaviour.md, Types that vary). */
  amount: number[];
  description: string;
  endDate: IsoDate;
  maxSpend: number;
  transactionHash: string | null;
  deletedAt: IsoDate | null;
  sentAt: IsoDate | null;
}

export interface Author {
  name: string;
  uri: string;
}

export interface Badge {
  id: string;
  communityId: string;
  title: string;
  /** Same as title: the service's reads call it name. */
  name: string;
  description: string;
  image: string;
  type: BadgeType;
  status: BadgeStatus;
  chainId: string | null;
  contract: string | null;
  claimEndDate: IsoDate;
  maxClaims: number;
  tags: TagRef[];
  author: Author;
  rewards: Reward[];
  requirements: unknown[][];
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export interface Vault {
  communityId: string;
  chainId: string;
  id: string;
}

/** Response of file creation (docs/api-behaviour.md, File uploads). */
export interface FileRecord {
  id: string;
  name: string;
  key: string;
  mime: string;
  url: string;
  communityId: string;
  thumbnail: string | null;
  uploadedAt: IsoDate | null;
  createdAt: IsoDate;
  upload: { method: 'POST'; url: string; body: Record<string, string> };
}

export const EXPERIENCE_TYPES = ['web', 'mml', 'unity', 'instant'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
export const EXPERIENCE_SERVER_STATUSES = ['active', 'inactive'] as const;
export type ExperienceServerStatus = (typeof EXPERIENCE_SERVER_STATUSES)[number];

/** An experience as answered; `serverStatus` is worked out at read time from the dates. */
export interface Experience {
  id: string;
  name: string;
  description: string;
  public: boolean;
  secret: string;
  imageUrl: string;
  bannerUrl: string;
  experienceUrl: string;
  codeUrl: string;
  serverId: string;
  serverStatus: ExperienceServerStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  type: ExperienceType;
  communityId: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export const MINTABLE_TYPES = ['avatar', 'theme', 'item'] as const;
export type MintableType = (typeof MINTABLE_TYPES)[number];

/** The docs type traits as strings but show `{trait_type, value}` objects; both are kept as sent. */
export type MintableTrait = string | { trait_type: string; value: string };

export interface MintableModels {
  mml?: string;
  threejs?: string;
  unity?: string;
  unreal?: string;
}

/**
 * A mintable as answered (the service documents no response, so it echoes the created fields).
 * Optional fields the request left out are left out here too: the contract types them as strings.
 */
export interface Mintable {
  id: string;
  name: string;
  description: string;
  image: string;
  type: MintableType;
  bannerImage: string;
  maxMints: number;
  clippedImage?: string;
  traits?: MintableTrait[];
  models?: MintableModels;
  animationUrl?: string;
  /** As sent: a date (`2023-12-31`, minting open through that day, UTC) or a timestamp. */
  mintEndDate?: string;
  collectionId: string;
  createdAt: IsoDate;
}

export interface MintResult {
  id: string;
  /** EIP-55 checksummed. */
  wallet: string;
  transactionHash: string;
  tokenId: string;
  mintedAt: IsoDate;
}
