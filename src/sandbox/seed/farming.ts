import type { StoredAttribution, StoredBadge, StoreData, StoredMember } from '../domain/stored';
import type { Community } from '../domain/types';
import { DAY, HOUR, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * A badge whose board looks farmed, for the leaderboard's review signals: a burst of 40 awards
 * within one minute, 34 of them with identical metadata, half of them claimed seconds after being
 * earned; beside 24 awards spread over weeks with metadata of their own. Every awarded wallet is a
 * member (the service makes one of a wallet it awards). Its own random sequence: the rest of the
 * demo world is unchanged by it.
 */
export const FARMING_BADGE_TITLE = 'Zora Drop Raffle';
const BURST = 40;
const SHARED = 34;
const SPREAD = 24;

export function addFarmingBadge(
  gen: Gen,
  data: StoreData,
  community: Community,
  members: readonly StoredMember[],
) {
  const id = gen.id('badge', `${community.shortName}:farming`);
  const created = REFERENCE_MS - 90 * DAY;
  const badge: StoredBadge = {
    id,
    communityId: community.id,
    title: FARMING_BADGE_TITLE,
    description: 'Entered the drop raffle by minting during the launch window.',
    image: `${IMG}/badges/${id}.svg`,
    type: 'attendance',
    status: 'live',
    chainId: null,
    contract: null,
    claimEndDate: iso(REFERENCE_MS + 60 * DAY),
    maxClaims: 100,
    tags: [],
    author: { name: community.name, uri: community.website ?? 'https://badge-console.test' },
    requirements: [],
    createdAt: iso(created),
    updatedAt: iso(created + DAY),
  };
  data.badges.push(badge);
  const pool = [...members];
  const award = (
    key: string,
    wallet: string,
    member: StoredMember,
    earned: number,
    claimed: number | null,
    metadata: Record<string, unknown>,
  ): StoredAttribution => ({
    id: gen.id('attribution', `${id}:${key}`),
    badgeId: id,
    communityId: community.id,
    wallet,
    memberId: member.id,
    code: null,
    earnedAt: iso(earned),
    claimedAt: claimed === null ? null : iso(claimed),
    transactionHash: null,
    tokenId: null,
    metadata,
  });
  const take = (): StoredMember | undefined => pool.splice(gen.int(0, pool.length - 1), 1)[0];
  const out: StoredAttribution[] = [];
  // Weeks of ordinary awards first, each with a score of its own.
  for (let i = 0; i < SPREAD; i++) {
    const member = take();
    if (!member) break;
    const earned = created + DAY + gen.int(0, 60) * DAY + gen.int(0, 23) * HOUR;
    const claimed = gen.chance(0.6) ? earned + gen.int(2, 72) * HOUR : null;
    out.push(
      award(`spread:${String(i)}`, member.wallet, member, earned, claimed, {
        score: gen.int(10, 400),
        points: gen.int(0, 50),
      }),
    );
  }
  // Then the burst: 40 awards 1.5 s apart, most with the same metadata.
  const burstStart = REFERENCE_MS - 12 * DAY;
  for (let i = 0; i < BURST; i++) {
    const member = take();
    if (!member) break;
    const earned = burstStart + i * 1500;
    const claimed = i % 2 === 0 ? earned + gen.int(2, 8) * 1000 : null;
    const metadata =
      i < SHARED
        ? { score: 250, points: 10, source: 'raffle-form' }
        : { score: gen.int(10, 400), points: gen.int(0, 50) };
    out.push(award(`burst:${String(i)}`, member.wallet, member, earned, claimed, metadata));
  }
  // Stored in the order they happened, like a real table.
  out.sort((a, b) => (a.earnedAt < b.earnedAt ? -1 : a.earnedAt > b.earnedAt ? 1 : 0));
  data.attributions.push(...out);
}
