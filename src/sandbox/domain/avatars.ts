import { seedCollections } from '../seed/collections';
import { blockTime, DAY, IMG, iso, REFERENCE_BLOCK, text } from '../seed/gen';
import { rarity, traits } from '../seed/tokens';
import { paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import { declareTable, type SeedTools } from './store-table';
import type { Token } from './types';

/**
 * The avatars of the account behind the bearer token. The sandbox accepts one token, so there is one
 * account: a dozen avatars, one primary, each backed by a token from a profile-picture collection
 * (on Ethereum and on Base), with traits.
 */

/** An avatar of the bearer token's account (`GET /account/avatars`). */
export interface Avatar {
  id: string;
  name: string;
  title: string;
  primary: boolean;
  bio: string;
  token: Token;
}

declare module './stored' {
  interface StoreData {
    /** Avatars of the one account the sandbox's bearer token belongs to. */
    avatars?: Avatar[];
  }
}

// In the order of the profile-picture collections they are drawn from: Nouns, Lil Nouns, Onchain
// Owls, Pixel Frogs, and again.
const AVATARS: readonly { name: string; title: string; bio: string }[] = [
  { name: 'Captain Noggles', title: 'Guild steward', bio: 'Keeps the proposal queue moving.' },
  { name: 'Lil Bonsai', title: 'Gardener', bio: 'Prunes stale proposals with care.' },
  { name: 'Night Owl', title: 'Late build shift', bio: 'Answers questions after midnight UTC.' },
  { name: 'Pixel Pond', title: 'Frog in residence', bio: 'Mostly lurking, sometimes shipping.' },
  { name: 'Shark Week', title: 'Treasury watcher', bio: 'Reads every spend twice.' },
  { name: 'Cone Head', title: 'Meme desk', bio: 'Makes the recap threads readable.' },
  { name: 'Tawny', title: 'Workshop host', bio: 'Runs the Thursday build nights.' },
  { name: 'Golden Croak', title: 'Collector', bio: '' },
  { name: 'Deep Teal', title: 'Designer', bio: 'Draws the badges you earn.' },
  { name: 'Lil Duck', title: 'Event crew', bio: 'Orders the pizza for the meetups.' },
  { name: 'Jade Eyes', title: 'Mentor', bio: 'Pairs new builders with projects.' },
  { name: 'Swamp Thing', title: 'Tester', bio: 'Breaks things before you do.' },
];

function seedAvatars({ gen }: SeedTools): Avatar[] {
  const pfps = seedCollections().filter((c) => c.pfp);
  if (pfps.length === 0) return [];
  return AVATARS.map((spec, i) => {
    const collection = pfps[i % pfps.length] ?? pfps[0];
    if (!collection) throw new Error('No profile-picture collections');
    const tokenId = String(gen.int(1, collection.supply));
    const rank = gen.int(1, collection.supply);
    const createdAt = iso(blockTime(REFERENCE_BLOCK - gen.int(20_000, 2_000_000)));
    return {
      id: gen.id('account-avatar', i),
      name: spec.name,
      title: spec.title,
      // The second avatar is the primary one, so "primary first" is visible in the list order.
      primary: i === 1,
      bio: spec.bio,
      token: {
        id: gen.id('account-avatar-token', `${collection.key}:${tokenId}`),
        collectionName: collection.name,
        name: text(collection.name, ' #', tokenId),
        kind: collection.kind,
        chainId: collection.chainId,
        contract: collection.contract,
        tokenId,
        image: text(IMG, '/avatars/account-', i + 1, '.svg'),
        uri: text('ipfs://bafybeib', collection.key.replace(/-/g, ''), 'meta/', tokenId, '.json'),
        rarity: rarity(rank, collection.supply),
        rarityRank: rank,
        description: text(collection.name, ' number ', tokenId, '.'),
        externalUrl: text('https://', collection.key, '.example/token/', tokenId),
        animationUrl: null,
        traits: traits(gen, collection),
        quantity: 1,
        burnDate: null,
        createdAt,
        updatedAt: iso(Date.parse(createdAt) + gen.int(0, 30) * DAY),
      },
    };
  });
}

export const avatarTable = declareTable({ name: 'avatars', empty: () => [], seed: seedAvatars });

/** Its primary avatar first, then the others in the order they were made. */
export function listAccountAvatars(store: Store, query: PageQuery = {}): Page<Avatar> {
  const avatars = [...avatarTable.rows(store)].sort((a, b) => Number(b.primary) - Number(a.primary));
  return paginateWith(avatars, query, (a) => structuredClone(a));
}
