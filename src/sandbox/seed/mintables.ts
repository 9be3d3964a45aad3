import { toChecksumAddress } from '../domain/address';
import { hash128, hex8 } from '../domain/random';
import type { StoredCollection, StoredMember, StoredMint, StoredMintable } from '../domain/stored';
import type { Community, MintableType } from '../domain/types';
import { DAY, HOUR, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * The communities' own collections and what members can mint from them. In the first community one
 * mintable is one mint short of its maximum and one has stopped minting, so both refusals can be
 * tried at once. Open mintables stay open for over a year past the reference date, so the demo keeps
 * working on later real dates.
 */

interface MintableSpec {
  name: string;
  type: MintableType;
  description: string;
  maxMints: number;
  minted: number;
  /** Days from the reference date; a date without time, as in the service's docs. */
  mintEnd?: number;
  traits?: readonly { trait_type: string; value: string }[];
}

interface CollectionSpec {
  name: string;
  chainId: string;
  mintables: readonly MintableSpec[];
}

const BY_COMMUNITY: Readonly<Record<string, CollectionSpec>> = {
  'nouns-builders': {
    name: 'Guild Wardrobe',
    chainId: '8453',
    mintables: [
      {
        name: 'Noggles Builder Avatar',
        type: 'avatar',
        description: 'The guild’s builder avatar, with red noggles and a hard hat.',
        maxMints: 50,
        minted: 49,
        traits: [
          { trait_type: 'Glasses', value: 'Red noggles' },
          { trait_type: 'Headwear', value: 'Hard hat' },
        ],
      },
      {
        name: 'Guild Hoodie',
        type: 'item',
        description: 'A wearable hoodie in the guild colours for every builder avatar.',
        maxMints: 500,
        minted: 120,
        mintEnd: 400,
        traits: [{ trait_type: 'Colour', value: 'Teal' }],
      },
      {
        name: 'Night Shift Theme',
        type: 'theme',
        description: 'A dark profile theme from the summer hackathon; minting has closed.',
        maxMints: 1000,
        minted: 310,
        mintEnd: -20,
      },
    ],
  },
  'zora-creators': {
    name: 'Creator Themes',
    chainId: '8453',
    mintables: [
      {
        name: 'Zorb Glow Theme',
        type: 'theme',
        description: 'A profile theme that glows in the colours of your Zorb.',
        maxMints: 250,
        minted: 40,
        mintEnd: 420,
      },
    ],
  },
};

export interface SeedMintables {
  collections: StoredCollection[];
  mintables: StoredMintable[];
  mints: StoredMint[];
}

/** Contracts are derived from the key, so no real project is implied. */
function contractOf(key: string): string {
  const [a, b, c, d] = hash128(`community-collection:${key}`);
  const [e] = hash128(`community-collection-tail:${key}`);
  return toChecksumAddress(`0x${hex8(a)}${hex8(b)}${hex8(c)}${hex8(d)}${hex8(e)}`);
}

/** `membersOf` is called only for the communities that have a collection. */
export function buildMintables(
  gen: Gen,
  community: Community,
  membersOf: (community: Community) => readonly StoredMember[],
  out: SeedMintables,
): void {
  const spec = BY_COMMUNITY[community.shortName];
  if (!spec) return;
  const members = membersOf(community);
  if (members.length === 0) return;
  const created = REFERENCE_MS - 200 * DAY;
  const collection: StoredCollection = {
    id: gen.id('collection', community.shortName),
    communityId: community.id,
    name: spec.name,
    contract: contractOf(community.shortName),
    chainId: spec.chainId,
    nextTokenId: 0,
    createdAt: iso(created),
  };
  out.collections.push(collection);
  spec.mintables.forEach((m, i) => {
    const id = gen.id('mintable', `${community.shortName}:${i}`);
    const mintable: StoredMintable = {
      id,
      name: m.name,
      description: m.description,
      image: `${IMG}/mintables/${id}.svg`,
      type: m.type,
      bannerImage: `${IMG}/banners/${id}.svg`,
      maxMints: m.maxMints,
      collectionId: collection.id,
      communityId: community.id,
      createdAt: iso(created + (i + 1) * 7 * DAY),
    };
    if (m.traits) mintable.traits = m.traits.map((t) => ({ ...t }));
    if (m.mintEnd !== undefined) mintable.mintEndDate = iso(REFERENCE_MS + m.mintEnd * DAY).slice(0, 10);
    out.mintables.push(mintable);
    // Mints spread over the 150 days before the reference date (or before minting closed).
    const last = Math.min(REFERENCE_MS, REFERENCE_MS + (m.mintEnd ?? 0) * DAY);
    for (let n = 0; n < m.minted; n++) {
      collection.nextTokenId += 1;
      const member = members[gen.int(0, members.length - 1)];
      if (!member) continue;
      out.mints.push({
        id: gen.id('mint', `${id}:${n}`),
        mintableId: id,
        collectionId: collection.id,
        communityId: community.id,
        wallet: member.wallet,
        tokenId: String(collection.nextTokenId),
        transactionHash: gen.hash(),
        mintedAt: iso(last - Math.floor(((m.minted - n) * 150 * DAY) / m.minted) - gen.int(0, 12) * HOUR),
      });
    }
  });
}
