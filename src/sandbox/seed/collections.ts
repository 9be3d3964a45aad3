import { toChecksumAddress } from '../domain/address';
import { hash128 } from '../domain/random';
import type { SeedCollection } from './context';

/** NFT collections members hold; contracts are derived from the key (seedCollections, below). */

export interface CollectionSpec {
  key: string;
  name: string;
  chainId: string;
  kind: 'erc721' | 'erc1155';
  supply: number;
  /** Profile-picture collections can be a member's avatar. */
  pfp: boolean;
  traits: Record<string, readonly string[]>;
}

export const COLLECTIONS: readonly CollectionSpec[] = [
  {
    key: 'nouns',
    name: 'Nouns',
    chainId: '1',
    kind: 'erc721',
    supply: 1200,
    pfp: true,
    traits: {
      head: ['shark', 'crab', 'pizza', 'lamp', 'whale'],
      glasses: ['red', 'blue', 'deep teal', 'hip rose'],
      background: ['cool', 'warm'],
    },
  },
  {
    key: 'lil-nouns',
    name: 'Lil Nouns',
    chainId: '1',
    kind: 'erc721',
    supply: 7000,
    pfp: true,
    traits: { head: ['bonsai', 'cone', 'duck'], body: ['grey', 'gold', 'teal'] },
  },
  {
    key: 'zorbs',
    name: 'Zorbs',
    chainId: '1',
    kind: 'erc721',
    supply: 50000,
    pfp: false,
    traits: { palette: ['dawn', 'dusk', 'aurora', 'ocean'] },
  },
  {
    key: 'base-builders',
    name: 'Base Builders Pass',
    chainId: '8453',
    kind: 'erc1155',
    supply: 20000,
    pfp: false,
    traits: { tier: ['bronze', 'silver', 'gold'] },
  },
  {
    key: 'onchain-owls',
    name: 'Onchain Owls',
    chainId: '8453',
    kind: 'erc721',
    supply: 5000,
    pfp: true,
    traits: { feathers: ['snow', 'barn', 'tawny'], eyes: ['amber', 'jade', 'violet'] },
  },
  {
    key: 'lens-handles',
    name: 'Lens Handles',
    chainId: '137',
    kind: 'erc721',
    supply: 100000,
    pfp: false,
    traits: { length: ['short', 'medium', 'long'] },
  },
  {
    key: 'op-quests',
    name: 'Optimism Quests',
    chainId: '10',
    kind: 'erc1155',
    supply: 30000,
    pfp: false,
    traits: { quest: ['bridge', 'swap', 'vote', 'delegate'] },
  },
  {
    key: 'pixel-frogs',
    name: 'Pixel Frogs',
    chainId: '1',
    kind: 'erc721',
    supply: 3333,
    pfp: true,
    traits: { skin: ['lime', 'swamp', 'gold'], hat: ['none', 'cap', 'crown'] },
  },
];

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/** Collection contracts are made up (derived from the key), so no real project is implied. */
export function seedCollections(): SeedCollection[] {
  return COLLECTIONS.map((spec) => {
    const [a, b, c, d] = hash128(`collection:${spec.key}`);
    const [e] = hash128(`collection-tail:${spec.key}`);
    return {
      ...spec,
      contract: toChecksumAddress(`0x${hex8(a)}${hex8(b)}${hex8(c)}${hex8(d)}${hex8(e)}`),
      nextTokenId: 0,
    };
  });
}
