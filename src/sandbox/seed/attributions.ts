import type { StoredAttribution, StoredMember } from '../domain/stored';
import type { SeedBadge } from './badges';
import { DAY, HOUR, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * Attributions on live badges: each badge goes to its share of the members, with `score`, `time`
 * and `points` in the metadata for the leaderboard. Sets each live badge's maxClaims from the count.
 */

/** A lazy random permutation of 0..n-1 (incremental Fisher–Yates): draw as many as needed. */
function* shuffled(gen: Gen, n: number): Generator<number> {
  const pool = new Uint32Array(n);
  for (let i = 0; i < n; i++) pool[i] = i;
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(gen.random() * (n - i));
    const picked = pool[j] ?? 0;
    pool[j] = pool[i] ?? 0;
    yield picked;
  }
}

function metadata(gen: Gen): Record<string, unknown> {
  const out: Record<string, unknown> = { score: gen.int(0, 10_000), points: gen.int(0, 500) };
  // Some players never finished a timed run: the leaderboard puts missing values last.
  if (gen.chance(0.9)) out.time = Math.round(gen.random() * 36_000) / 10;
  return out;
}

export function buildAttributions(
  gen: Gen,
  badges: readonly SeedBadge[],
  members: readonly StoredMember[],
): StoredAttribution[] {
  const out: StoredAttribution[] = [];
  for (const { badge, spec } of badges) {
    if (badge.status !== 'live' || spec.share === undefined) continue;
    const windowStart = Date.parse(badge.createdAt) + DAY;
    const windowEnd = Math.min(REFERENCE_MS - HOUR, Date.parse(badge.claimEndDate) - HOUR);
    const target = Math.round(members.length * spec.share);
    const awarded: StoredAttribution[] = [];
    for (const index of shuffled(gen, members.length)) {
      if (awarded.length >= target) break;
      const member = members[index];
      if (!member) continue;
      const from = Math.max(windowStart, Date.parse(member.createdAt));
      // Joined after the claim window: could not have earned it.
      if (from >= windowEnd) continue;
      const earned = from + Math.floor(gen.random() * (windowEnd - from));
      const claimed = gen.chance(0.7) ? Math.min(earned + gen.int(1, 240) * HOUR, REFERENCE_MS) : null;
      const onChain = claimed !== null && badge.contract !== null;
      awarded.push({
        id: gen.id('attribution', `${badge.id}:${index}`),
        badgeId: badge.id,
        communityId: badge.communityId,
        wallet: member.wallet,
        memberId: member.id,
        code: null,
        earnedAt: iso(earned),
        claimedAt: claimed === null ? null : iso(claimed),
        transactionHash: onChain ? gen.hash() : null,
        tokenId: onChain ? '' : null,
        metadata: metadata(gen),
      });
    }
    // Stored in the order they happened, like a real table; token ids follow mint order.
    awarded.sort((a, b) => (a.earnedAt < b.earnedAt ? -1 : a.earnedAt > b.earnedAt ? 1 : 0));
    let minted = 0;
    for (const a of awarded) {
      if (a.tokenId !== null) {
        minted += 1;
        a.tokenId = String(minted);
      }
      out.push(a);
    }
    const count = awarded.length;
    badge.maxClaims =
      spec.state === 'full' ? Math.max(1, count) : Math.max(100, Math.ceil((count * 1.5) / 100) * 100);
  }
  return out;
}
