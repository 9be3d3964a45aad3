import { describe, expect, it } from 'vitest';
import { listMembers } from '../domain/members';
import { createStore } from '../domain/store';
import type { StoreData } from '../domain/stored';
import { declaredTables } from '../http/api-routes';
import { createSeed } from './create-seed';
import { FARMING_BADGE_TITLE } from './farming';
import { REFERENCE_DATE } from './gen';

const demo = createSeed({ preset: 'demo' });
const d = demo.data;
const byCommunity = <T extends { communityId: string }>(items: readonly T[], id: string): T[] =>
  items.filter((item) => item.communityId === id);

function checkInvariants(data: StoreData): void {
  for (const c of data.communities) {
    const members = byCommunity(data.members, c.id);
    expect(new Set(members.map((m) => m.wallet)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
    for (const tag of byCommunity(data.tags, c.id)) {
      expect(tag.memberCount).toBe(members.filter((m) => m.tagIds.includes(tag.id)).length);
    }
  }
  const badges = new Map(data.badges.map((b) => [b.id, b]));
  const seen = new Set<string>();
  for (const a of data.attributions) {
    const badge = badges.get(a.badgeId);
    expect(badge?.status).toBe('live');
    expect(seen.has(`${a.badgeId}:${String(a.wallet)}`)).toBe(false);
    seen.add(`${a.badgeId}:${String(a.wallet)}`);
  }
  for (const b of data.badges) {
    expect(data.attributions.filter((a) => a.badgeId === b.id).length).toBeLessThanOrEqual(b.maxClaims);
  }
  for (const r of data.rewards) {
    expect(data.vaults.some((v) => v.communityId === r.communityId && v.chainId === r.chainId)).toBe(true);
  }
}

describe('demo seed', () => {
  it('is deterministic and depends on the seed', () => {
    expect(JSON.stringify(createSeed({ preset: 'demo' }))).toBe(JSON.stringify(demo));
    expect(createSeed({ preset: 'demo', seed: 7 }).data.members[0]?.wallet).not.toBe(d.members[0]?.wallet);
  });

  it('has five communities of different sizes', () => {
    expect(d.communities.map((c) => [c.name, byCommunity(d.members, c.id).length])).toEqual([
      ['Nouns Builders Guild', 640],
      ['Zora Creators', 230],
      ['Base Camp Collective', 120],
      ['Lens Reading Club', 40],
      ['Optimism Grants Circle', 0],
    ]);
  });

  it('gives members ENS names, avatars and roles', () => {
    const first = d.communities[0]?.id ?? '';
    const members = byCommunity(d.members, first);
    const ens = members.filter((m) => m.ensName !== null).length / members.length;
    expect(ens).toBeGreaterThan(0.5);
    expect(ens).toBeLessThan(0.7);
    expect(
      members.some((m) =>
        m.avatar?.image.match(/^https:\/\/img\.sandbox\.badge-console\.test\/avatars\/\d+\.svg\?size=96$/),
      ),
    ).toBe(true);
    expect(members.filter((m) => m.role === 'owner')).toHaveLength(1);
    expect(members.filter((m) => m.role === 'admin').length).toBeGreaterThanOrEqual(2);
    const ensOwners = new Map<string, string>();
    for (const m of d.members) {
      if (m.ensName === null) continue;
      expect(ensOwners.get(m.ensName) ?? m.wallet).toBe(m.wallet);
      ensOwners.set(m.ensName, m.wallet);
    }
  });

  it('gives tokens with block history', () => {
    const perMember = new Map<string, number>();
    for (const t of d.tokens)
      perMember.set(
        `${t.communityId}:${t.ownerWallet}`,
        (perMember.get(`${t.communityId}:${t.ownerWallet}`) ?? 0) + 1,
      );
    expect(Math.max(...perMember.values())).toBeLessThanOrEqual(12);
    expect(d.tokens.every((t) => t.acquiredBlock >= 19_000_000 && t.acquiredBlock <= 21_000_000)).toBe(true);
    const burned = d.tokens.filter((t) => t.burnedBlock !== null);
    expect(burned.length).toBeGreaterThan(0);
    expect(burned.every((t) => (t.burnedBlock ?? 0) > t.acquiredBlock && t.burnDate !== null)).toBe(true);
    expect(
      new Set(byCommunity(d.tokens, d.communities[0]?.id ?? '').map((t) => t.contract)).size,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has tags, badges in every status, vaults and rewards', () => {
    const [c1] = d.communities;
    expect(byCommunity(d.tags, c1?.id ?? '').length).toBeGreaterThanOrEqual(6);
    expect(new Set(d.badges.map((b) => b.status))).toEqual(
      new Set(['draft', 'under_review', 'approved', 'rejected', 'live']),
    );
    expect(
      d.badges.every((b) => b.image === `https://img.sandbox.badge-console.test/badges/${b.id}.svg`),
    ).toBe(true);
    expect(new Set(d.vaults.map((v) => v.chainId))).toEqual(new Set(['1', '8453']));
    expect(d.badges.some((b) => b.chainId === '11155111')).toBe(true);
    expect(d.rewards.length).toBeGreaterThan(0);
    expect(
      d.badges.some((b) => b.status === 'live' && Date.parse(b.claimEndDate) < Date.parse(REFERENCE_DATE)),
    ).toBe(true);
    const full = d.badges.find(
      (b) => b.status === 'live' && d.attributions.filter((a) => a.badgeId === b.id).length === b.maxClaims,
    );
    expect(full).toBeDefined();
    expect(d.webhooks?.length).toBeGreaterThanOrEqual(1);
    for (const table of declaredTables) expect(d[table.name], table.name).toBeDefined();
    expect(d.claimCodes.length).toBeGreaterThan(0);
  });

  it('has attributions with leaderboard metrics', () => {
    expect(d.attributions.length).toBeGreaterThan(200);
    expect(
      d.attributions.every(
        (a) => typeof a.metadata.score === 'number' && typeof a.metadata.points === 'number',
      ),
    ).toBe(true);
    expect(d.attributions.some((a) => a.claimedAt === null)).toBe(true);
    expect(d.attributions.some((a) => a.transactionHash !== null)).toBe(true);
  });

  it('keeps the store’s invariants', () => {
    checkInvariants(d);
  });

  it('has a raffle badge whose board looks farmed: 40 awards within a minute, 34 with the same metadata', () => {
    const raffle = d.badges.find((b) => b.title === FARMING_BADGE_TITLE);
    expect(raffle?.status).toBe('live');
    const awards = d.attributions.filter((a) => a.badgeId === raffle?.id);
    const times = awards.map((a) => Date.parse(a.earnedAt)).sort((x, y) => x - y);
    const inMinute = (start: number) => times.filter((t) => t >= start && t <= start + 60_000).length;
    expect(Math.max(...times.map(inMinute))).toBe(40);
    const sameMetadata = new Map<string, number>();
    for (const a of awards) {
      const key = JSON.stringify(a.metadata);
      sameMetadata.set(key, (sameMetadata.get(key) ?? 0) + 1);
    }
    expect(Math.max(...sameMetadata.values())).toBe(34);
  });
});

describe('demo seed: experiences, collections and the account’s avatars', () => {
  it('gives communities a few experiences, one ending before a live badge stops taking claims', () => {
    const [first] = d.communities;
    const own = byCommunity(d.experiences, first?.id ?? '');
    expect(own.length).toBe(3);
    for (const c of d.communities.filter((c) => byCommunity(d.members, c.id).length > 0)) {
      expect(byCommunity(d.experiences, c.id).length).toBeGreaterThanOrEqual(1);
    }
    for (const e of d.experiences) {
      expect(Date.parse(e.endDate)).toBeGreaterThan(Date.parse(e.startDate));
      expect(['web', 'mml', 'unity', 'instant']).toContain(e.type);
      expect(e.experienceUrl.endsWith(e.id)).toBe(true);
    }
    const conflict = own.find((e) =>
      byCommunity(d.badges, first?.id ?? '').some(
        (b) =>
          b.status === 'live' &&
          Date.parse(b.createdAt) < Date.parse(e.endDate) &&
          Date.parse(e.endDate) < Date.parse(b.claimEndDate) &&
          Date.parse(e.endDate) > Date.parse(REFERENCE_DATE),
      ),
    );
    expect(conflict?.name).toBe('Builder Quest Week');
  });

  it('has mintables in a community collection, one a mint short of its maximum, one closed', () => {
    const count = (id: string) => d.mints.filter((m) => m.mintableId === id).length;
    expect(d.collections.length).toBeGreaterThanOrEqual(1);
    const [first] = d.communities;
    const own = byCommunity(d.mintables, first?.id ?? '');
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.some((m) => count(m.id) === m.maxMints - 1)).toBe(true);
    expect(own.some((m) => m.mintEndDate !== undefined && m.mintEndDate < REFERENCE_DATE.slice(0, 10))).toBe(
      true,
    );
    for (const m of d.mintables) {
      expect(count(m.id)).toBeLessThanOrEqual(m.maxMints);
      expect(d.collections.find((c) => c.id === m.collectionId)?.communityId).toBe(m.communityId);
    }
    for (const c of d.collections) {
      const mints = d.mints.filter((m) => m.collectionId === c.id);
      expect(new Set(mints.map((m) => m.tokenId)).size).toBe(mints.length);
      expect(c.nextTokenId).toBe(mints.length);
    }
    const wallets = new Set(d.members.map((m) => `${m.communityId}:${m.wallet}`));
    expect(d.mints.every((m) => wallets.has(`${m.communityId}:${m.wallet}`))).toBe(true);
  });

  it('gives the account a dozen avatars with tokens, traits and chains', () => {
    const avatars = d.avatars ?? [];
    expect(avatars).toHaveLength(12);
    expect(avatars.filter((a) => a.primary)).toHaveLength(1);
    expect(new Set(avatars.map((a) => a.id)).size).toBe(12);
    expect(new Set(avatars.map((a) => a.token.chainId))).toEqual(new Set(['1', '8453']));
    for (const { token } of avatars) {
      expect(token.traits.length).toBeGreaterThan(0);
      expect(token.traits.every((t) => t.rarityPercent > 0 && t.rarityPercent < 100)).toBe(true);
      expect(token.image).toMatch(/^https:\/\/img\.sandbox\.badge-console\.test\/avatars\/.+\.svg$/);
    }
  });
});

describe('large seed', () => {
  it('scales one community to 100,000 members and 80,000 attributions, one board of 50,000, quickly', () => {
    const start = performance.now();
    const large = createSeed({ preset: 'large' });
    const elapsed = performance.now() - start;
    const id = large.data.communities[0]?.id ?? '';
    expect(byCommunity(large.data.members, id)).toHaveLength(100_000);
    const attributions = byCommunity(large.data.attributions, id);
    expect(attributions).toHaveLength(80_000);
    const perBadge = new Map<string, number>();
    for (const a of attributions) perBadge.set(a.badgeId, (perBadge.get(a.badgeId) ?? 0) + 1);
    expect(Math.max(...perBadge.values())).toBe(50_000);
    checkInvariants(large.data);
    // The target is < 3 s (measured about 1.1–1.9 s); the margin absorbs busy test machines.
    expect(elapsed).toBeLessThan(6000);
    expect(listMembers(createStore(large, { copy: false }), { communityId: id, perPage: 5 }).total).toBe(
      100_000,
    );
  }, 60_000);
});
