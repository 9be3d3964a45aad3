import type { StoredAttribution, StoredBadge, StoreData, StoredMember } from '../domain/stored';
import type { Community } from '../domain/types';
import { DAY, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * Badges and wallets in one small community that show each reason the eligibility doctor gives, so
 * a newcomer (and the tests) can see every one of them on the demo. Only badges and their awards
 * are added: the community's members and tags stay as they were (tests count them), and the
 * wallets are picked among its members by a rule that `eligibilityCases` repeats on any snapshot.
 */

export const ELIGIBILITY_COMMUNITY = 'Lens Reading Club';

/** The added badges' titles. */
export const ELIGIBILITY_BADGES = {
  /** Live, open for years, no gating tags, far from its cap. */
  open: 'Shelf Regular',
  /** Live and open, gated by the community's first tag. */
  gated: 'Discussion Lead',
  /** Approved, not published. */
  approved: 'Author Q&A Guest',
  /** Live, its claim window closed. */
  closed: 'Summer Reading Sprint',
  /** Live, every claim it allows awarded. */
  full: 'First Three Readers',
} as const;

export const ELIGIBILITY_REASONS = [
  'not-member',
  'missing-tag',
  'not-live',
  'window-closed',
  'cap-reached',
  'already-earned',
  'already-claimed',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** A wallet that no seeded community has as a member. */
export const OUTSIDER_WALLET = '0x5eed00000000000000000000000000000d0c7001';

const FULL_CAP = 3;
const OPEN_UNTIL = iso(REFERENCE_MS + 3650 * DAY);

export interface EligibilityCase {
  reason: EligibilityReason;
  communityId: string;
  badgeId: string;
  badgeTitle: string;
  /** Lowercase, as stored. */
  wallet: string;
}

interface Cast {
  community: Community;
  gatingTag: { id: string; name: string };
  /** A member without the gating tag and no award of the added badges. */
  plain: StoredMember;
  earner: StoredMember;
  claimer: StoredMember;
  /** The members who took every claim of the full badge. */
  fullHolders: StoredMember[];
}

/** The community, its gating tag and the members each case uses: the same on the seed and any copy of it. */
function castOf(data: StoreData): Cast | undefined {
  const community = data.communities.find((c) => c.name === ELIGIBILITY_COMMUNITY);
  if (!community) return undefined;
  const tag = data.tags.find((t) => t.communityId === community.id && t.memberCount > 0);
  if (!tag) return undefined;
  const untagged = data.members.filter(
    (m) => m.communityId === community.id && m.role !== 'owner' && !m.tagIds.includes(tag.id),
  );
  const [plain, earner, claimer, ...rest] = untagged;
  const fullHolders = rest.slice(0, FULL_CAP);
  if (!plain || !earner || !claimer || fullHolders.length < FULL_CAP) return undefined;
  return { community, gatingTag: { id: tag.id, name: tag.name }, plain, earner, claimer, fullHolders };
}

type BadgeKey = keyof typeof ELIGIBILITY_BADGES;

const badgeIdOf = (gen: Pick<Gen, 'id'>, community: Community, key: BadgeKey) =>
  gen.id('badge', `${community.shortName}:eligibility:${key}`);

function badge(gen: Gen, cast: Cast, key: BadgeKey, fields: Partial<StoredBadge>): StoredBadge {
  const id = badgeIdOf(gen, cast.community, key);
  const created = REFERENCE_MS - 60 * DAY;
  return {
    id,
    communityId: cast.community.id,
    title: ELIGIBILITY_BADGES[key],
    description: 'Given to readers of the club; part of the eligibility examples.',
    image: `${IMG}/badges/${id}.svg`,
    type: 'achievement',
    status: 'live',
    chainId: null,
    contract: null,
    claimEndDate: OPEN_UNTIL,
    maxClaims: 500,
    tags: [],
    author: { name: cast.community.name, uri: cast.community.website ?? 'https://badge-console.test' },
    requirements: [],
    createdAt: iso(created),
    updatedAt: iso(created + DAY),
    ...fields,
  };
}

function award(gen: Gen, badgeId: string, member: StoredMember, daysAgo: number, claimed: boolean) {
  const earned = REFERENCE_MS - daysAgo * DAY;
  const attribution: StoredAttribution = {
    id: gen.id('attribution', `${badgeId}:${member.id}`),
    badgeId,
    communityId: member.communityId,
    wallet: member.wallet,
    memberId: member.id,
    code: null,
    earnedAt: iso(earned),
    claimedAt: claimed ? iso(earned + DAY) : null,
    transactionHash: null,
    tokenId: null,
    // Every seeded award has leaderboard metrics, these too.
    metadata: { score: gen.int(10, 400), points: gen.int(0, 50) },
  };
  return attribution;
}

/** Adds the five badges and their awards (see `ELIGIBILITY_BADGES`). */
export function addEligibilityBadges(gen: Gen, data: StoreData): void {
  const cast = castOf(data);
  if (!cast) return;
  const open = badge(gen, cast, 'open', {});
  const full = badge(gen, cast, 'full', { maxClaims: FULL_CAP });
  data.badges.push(
    open,
    badge(gen, cast, 'gated', { tags: [cast.gatingTag] }),
    badge(gen, cast, 'approved', { status: 'approved' }),
    badge(gen, cast, 'closed', { claimEndDate: iso(REFERENCE_MS - 20 * DAY) }),
    full,
  );
  data.attributions.push(
    award(gen, open.id, cast.earner, 10, false),
    award(gen, open.id, cast.claimer, 12, true),
    ...cast.fullHolders.map((m, i) => award(gen, full.id, m, 30 + i, i === 0)),
  );
}

/** Each reason's badge and wallet, read from a snapshot made by the seed (for the tests). */
export function eligibilityCases(data: StoreData): Record<EligibilityReason, EligibilityCase> {
  const cast = castOf(data);
  if (!cast) throw new Error(`The seed has no ${ELIGIBILITY_COMMUNITY} to show eligibility in`);
  const byTitle = (key: BadgeKey) => {
    const found = data.badges.find(
      (b) => b.communityId === cast.community.id && b.title === ELIGIBILITY_BADGES[key],
    );
    if (!found) throw new Error(`The seed has no badge ${ELIGIBILITY_BADGES[key]}`);
    return found;
  };
  const item = (reason: EligibilityReason, key: BadgeKey, wallet: string): EligibilityCase => ({
    reason,
    communityId: cast.community.id,
    badgeId: byTitle(key).id,
    badgeTitle: ELIGIBILITY_BADGES[key],
    wallet,
  });
  return {
    'not-member': item('not-member', 'open', OUTSIDER_WALLET),
    'missing-tag': item('missing-tag', 'gated', cast.plain.wallet),
    'not-live': item('not-live', 'approved', cast.plain.wallet),
    'window-closed': item('window-closed', 'closed', cast.plain.wallet),
    'cap-reached': item('cap-reached', 'full', cast.plain.wallet),
    'already-earned': item('already-earned', 'open', cast.earner.wallet),
    'already-claimed': item('already-claimed', 'open', cast.claimer.wallet),
  };
}

/** The tag that gates the gated badge (the fix for "missing tag" gives it). */
export function eligibilityGatingTag(data: StoreData): { id: string; name: string } {
  const cast = castOf(data);
  if (!cast) throw new Error(`The seed has no ${ELIGIBILITY_COMMUNITY} to show eligibility in`);
  return cast.gatingTag;
}
