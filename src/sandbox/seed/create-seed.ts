import { hash128 } from '../domain/random';
import { emptyData } from '../domain/store';
import type { SeedTools } from '../domain/store-table';
import { SNAPSHOT_VERSION, type Snapshot, type StoreData, type StoredMember } from '../domain/stored';
import type { Community } from '../domain/types';
import { declaredTables } from '../http/api-routes';
import { buildAttributions } from './attributions';
import { buildBadges, buildClaimCodes, buildRewards, buildVaults } from './badges';
import { COMMUNITIES, type CommunitySpec } from './catalog';
import { seedCollections } from './collections';
import type { SeedContext } from './context';
import { addEligibilityBadges } from './eligibility';
import { buildExperiences } from './experiences';
import { addFarmingBadge } from './farming';
import { createGen, DAY, IMG, iso, REFERENCE_MS, type Gen } from './gen';
import { buildMembers } from './members';
import { buildMintables } from './mintables';
import { addProgramHistory } from './program-history';
import { buildTags } from './tags';
import { buildTokens } from './tokens';

export type SeedPreset = 'demo' | 'large';

export interface SeedOptions {
  preset: SeedPreset;
  /** Same seed, same snapshot. */
  seed?: number;
}

export const DEFAULT_SEED = 2026;

/**
 * The large preset scales the first community to 100,000 members, and its first live badge goes to
 * half of them: one leaderboard of 50,000 entries, beside boards of 15,000, 10,000 and 5,000 (80,000
 * attributions). Only a tenth of its members get tokens: holdings are read per member, so more would
 * only cost memory and IndexedDB space.
 */
const LARGE_MEMBERS = 100_000;
const LARGE_TOKEN_SHARE = 0.1;
const LARGE_FIRST_BOARD_SHARE = 0.5;

/** The large community's badges: the first live one with the large board. */
function largeBadges(spec: CommunitySpec): CommunitySpec {
  const first = spec.badges.findIndex((b) => b.status === 'live');
  return {
    ...spec,
    badges: spec.badges.map((b, i) => (i === first ? { ...b, share: LARGE_FIRST_BOARD_SHARE } : b)),
  };
}

function buildCommunity(gen: Gen, spec: CommunitySpec): Community {
  const created = REFERENCE_MS - spec.ageDays * DAY;
  const handle = spec.shortName.replace(/-/g, '');
  return {
    id: gen.id('community', spec.key),
    name: spec.name,
    shortName: spec.shortName,
    description: spec.description,
    twitter: spec.links.twitter ? `https://x.com/${handle}` : null,
    discord: spec.links.discord ? `https://discord.gg/${handle}` : null,
    youtube: spec.links.youtube ? `https://youtube.com/@${handle}` : null,
    website: spec.website,
    logo: `${IMG}/logos/${spec.shortName}.svg`,
    type: spec.type,
    requestLevel: spec.requestLevel,
    approvedAt: spec.approved ? iso(created + 2 * DAY) : null,
    verifiedAt: spec.verified ? iso(created + 30 * DAY) : null,
    createdAt: iso(created),
    updatedAt: iso(created + Math.min(spec.ageDays - 1, 90) * DAY),
  };
}

function addCommunity(
  ctx: SeedContext,
  data: StoreData,
  spec: CommunitySpec,
  index: number,
  preset: SeedPreset,
): StoredMember[] {
  const { gen } = ctx;
  const community = buildCommunity(gen, spec);
  const large = preset === 'large' && index === 0;
  const collections = seedCollections().filter((c) => spec.collections.includes(c.key));
  const members = buildMembers(ctx, community, large ? LARGE_MEMBERS : spec.members, collections, index > 0);
  if (index === 0) ctx.accountPool = members.slice(0, 640);
  const tags = buildTags(gen, community, members, spec.tags);
  const vaults = buildVaults(gen, community, spec);
  const badges = buildBadges(gen, community, large ? largeBadges(spec) : spec, tags, index * 3);
  const firstOpen = badges.find((b) => b.badge.status === 'live' && b.spec.state === undefined);
  data.communities.push(community);
  for (const m of members) data.members.push(m);
  for (const t of buildTokens(ctx, members, collections, large ? LARGE_TOKEN_SHARE : 1)) data.tokens.push(t);
  data.tags.push(...tags);
  data.vaults.push(...vaults);
  for (const a of buildAttributions(gen, badges, members)) data.attributions.push(a);
  data.badges.push(...badges.map((b) => b.badge));
  data.rewards.push(...buildRewards(gen, badges, vaults));
  if (firstOpen && index === 0) data.claimCodes.push(...buildClaimCodes(gen, firstOpen.badge, 3));
  return members;
}

/**
 * Experiences and the communities' own collections. They draw from a random sequence of their own,
 * so the rest of the demo world stays as it was before they were added.
 */
function addLaterResources(
  data: StoreData,
  seed: number,
  membersOf: ReadonlyMap<string, readonly StoredMember[]>,
): void {
  const gen = createGen(hash128(`${seed}:later-resources`)[0]);
  for (const community of data.communities) {
    data.experiences.push(...buildExperiences(gen, community));
    buildMintables(gen, community, (c) => membersOf.get(c.id) ?? [], data);
  }
}

/**
 * A declared table's seed ids are the whole seed's (`gen.id` draws nothing), and its random draws a
 * sequence of its own: the order of the tables, or a new one, changes no other record.
 */
function tableTools(seed: number, name: string, data: StoreData): SeedTools {
  const own = createGen(hash128(`${seed}:table:${name}`)[0]);
  const whole = createGen(seed);
  return { gen: { ...own, seed, id: (kind, n) => whole.id(kind, n) }, data };
}

/** A deterministic store snapshot: the demo world, or the same world with one very large community. */
export function createSeed(options: SeedOptions): Snapshot {
  const seed = options.seed ?? DEFAULT_SEED;
  const ctx: SeedContext = { gen: createGen(seed), ensTaken: new Set(), nextArt: 0, accountPool: [] };
  const data = emptyData();
  // Each community's members as built, so later builders need not search the large preset's list.
  const membersOf = new Map<string, readonly StoredMember[]>();
  COMMUNITIES.forEach((spec, index) => {
    const members = addCommunity(ctx, data, spec, index, options.preset);
    const community = data.communities[index];
    if (community) membersOf.set(community.id, members);
  });
  addLaterResources(data, seed, membersOf);
  // The second community's raffle badge, whose board looks farmed (for the review signals).
  const raffle = data.communities[1];
  if (raffle)
    addFarmingBadge(createGen(hash128(`${seed}:farming`)[0]), data, raffle, membersOf.get(raffle.id) ?? []);
  addEligibilityBadges(createGen(hash128(`${seed}:eligibility`)[0]), data);
  addProgramHistory(createGen(hash128(`${seed}:program`)[0]), data, membersOf);
  for (const table of declaredTables) table.fill(data, tableTools(seed, table.name, data));
  // Ids created later by the store use their own namespace of the same seed.
  return { version: SNAPSHOT_VERSION, data, sequence: { seed, next: 1 }, rng: seed };
}
