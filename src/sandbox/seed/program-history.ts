import type { StoredAttribution, StoredBadge, StoreData, StoredMember } from '../domain/stored';
import type { Community } from '../domain/types';
import { DAY, HOUR, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * A badge awarded week after week for six months, more each week as the program catches on: the
 * community overview's insights (awards per week and per day, claim rate, time to claim) have a
 * history worth reading. Awarded only to the community's existing members, each once and only
 * after they joined, so member counts are unchanged. Its own random sequence: the rest of the demo
 * world is unchanged by it.
 */
export const PROGRAM_BADGE_TITLE = 'Weekly Build Log';
const WEEKS = 26;

/** Adds the badge to the third community (Base Camp Collective), given each community's members. */
export function addProgramHistory(
  gen: Gen,
  data: StoreData,
  membersOf: ReadonlyMap<string, readonly StoredMember[]>,
) {
  const community = data.communities[2];
  if (community) addTo(gen, data, community, membersOf.get(community.id) ?? []);
}

function addTo(gen: Gen, data: StoreData, community: Community, members: readonly StoredMember[]) {
  const id = gen.id('badge', `${community.shortName}:program-history`);
  const created = REFERENCE_MS - WEEKS * 7 * DAY - 2 * DAY;
  const badge: StoredBadge = {
    id,
    communityId: community.id,
    title: PROGRAM_BADGE_TITLE,
    description: 'Posted a build log in the weekly thread.',
    image: `${IMG}/badges/${id}.svg`,
    type: 'attendance',
    status: 'live',
    chainId: null,
    contract: null,
    claimEndDate: iso(REFERENCE_MS + 45 * DAY),
    maxClaims: 0,
    tags: [],
    author: { name: community.name, uri: community.website ?? 'https://badge-console.test' },
    requirements: [],
    createdAt: iso(created),
    updatedAt: iso(created + DAY),
  };
  const pool = [...members];
  const out: StoredAttribution[] = [];
  for (let week = 0; week < WEEKS; week++) {
    const weekStart = created + 2 * DAY + week * 7 * DAY;
    // About one award a week at first, about seven by the end, with some weeks quieter.
    const wanted = Math.max(0, Math.round(1 + week * 0.24 + (gen.random() - 0.5) * 2));
    for (let n = 0; n < wanted; n++) {
      const earned = Math.min(REFERENCE_MS - HOUR, weekStart + gen.int(0, 6) * DAY + gen.int(0, 23) * HOUR);
      const joined = pool.filter((m) => Date.parse(m.createdAt) < earned);
      const member = joined[gen.int(0, joined.length - 1)];
      if (!member) break;
      pool.splice(pool.indexOf(member), 1);
      // Claims come faster as the program matures: days at first, hours later.
      const claimed = gen.chance(0.55 + week * 0.01)
        ? Math.min(REFERENCE_MS, earned + gen.int(1, Math.max(2, 120 - week * 4)) * HOUR)
        : null;
      out.push({
        id: gen.id('attribution', `${id}:${String(week)}:${String(n)}`),
        badgeId: id,
        communityId: community.id,
        wallet: member.wallet,
        memberId: member.id,
        code: null,
        earnedAt: iso(earned),
        claimedAt: claimed === null ? null : iso(claimed),
        transactionHash: null,
        tokenId: null,
        metadata: { score: gen.int(1, 12) * 10, points: gen.int(0, 20), logs: gen.int(1, 12) },
      });
    }
  }
  // A cap with room to spare, so the badge takes part in the "closest to the cap" list.
  badge.maxClaims = Math.max(100, Math.ceil((out.length * 1.6) / 10) * 10);
  data.badges.push(badge);
  // Stored in the order they happened, like a real table.
  out.sort((a, b) => (a.earnedAt < b.earnedAt ? -1 : a.earnedAt > b.earnedAt ? 1 : 0));
  data.attributions.push(...out);
}
