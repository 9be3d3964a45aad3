import type { StoredMember } from '../domain/stored';
import type { Gen } from './gen';

/** State shared by the seed builders while one snapshot is generated. */

export interface SeedContext {
  gen: Gen;
  /** ENS names are global: one name, one wallet. */
  ensTaken: Set<string>;
  /** Counter of the avatar and token art (`/avatars/<n>.svg`) served by the CDN emulation. */
  nextArt: number;
  /** Accounts of the first community, some of which join the others too. */
  accountPool: StoredMember[];
}

export interface SeedCollection {
  key: string;
  name: string;
  contract: string;
  chainId: string;
  kind: 'erc721' | 'erc1155';
  supply: number;
  pfp: boolean;
  traits: Record<string, readonly string[]>;
  nextTokenId: number;
}
