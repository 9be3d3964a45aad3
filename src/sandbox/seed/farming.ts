import type { StoredAttribution, StoredBadge, StoreData, StoredMember } from '../domain/stored';
import type { Community } from '../domain/types';
import { DAY, HOUR, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * A badge whose board looks farmed, for the leaderboard's review signals: a burst of 40 awards
 * within one minute, 34 of them with identical metadata, two runs of them (12 and 8 in a row)
 * claimed seconds after being earned and one quick claim alone; beside 24 awards spread over weeks
 * with metadata of their own. The burst's first wallets are members holding none of the
 * community's tokens, the next few members who joined after the badge was made (its claim window
 * opened). Every awarded wallet is a member (the service makes one of a wallet it awards). Its own
 * random sequence: the rest of the demo world is unchanged by it.
 */
export const FARMING_BADGE_TITLE = 'Zora Drop Raffle';
const BURST = 40;
const SHARED = 34;
const SPREAD = 24;
/** Burst wallets chosen among members without tokens, then among members who joined late. */
const NO_TOKENS = 8;
const JOINED_LATE = 4;
/** The burst's awards claimed seconds after being earned: two runs and one alone. */
const quickClaim = (i: number) => i < 12 || (i >= 20 && i < 28) || i === 33;

export function addFarmingBadge(
  gen: Gen,
  data: StoreData,
  community: Community,
  members: readonly StoredMember[],
) {
  const holders = new Set(
    data.tokens
      .filter((t) => t.communityId === community.id && t.burnedBlock === null)
      .map((t) => t.ownerWallet.toLowerCase()),
  );
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
  /** A member of the pool matching `wanted`, at random; any member when none does. */
  const takeWhere = (wanted: (m: StoredMember) => boolean): StoredMember | undefined => {
    const matching = pool.filter(wanted);
    const chosen = matching.length > 0 ? matching[gen.int(0, matching.length - 1)] : undefined;
    if (!chosen) return take();
    return pool.splice(pool.indexOf(chosen), 1)[0];
  };
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
    const member =
      i < NO_TOKENS
        ? takeWhere((m) => !holders.has(m.wallet.toLowerCase()))
        : i < NO_TOKENS + JOINED_LATE
          ? takeWhere((m) => m.createdAt > badge.createdAt)
          : take();
    if (!member) break;
    const earned = burstStart + i * 1500;
    const claimed = quickClaim(i) ? earned + gen.int(2, 8) * 1000 : null;
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
