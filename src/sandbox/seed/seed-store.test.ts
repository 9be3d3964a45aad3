import { describe, expect, it } from 'vitest';
import { createAttribution } from '../domain/attributions';
import { getBadge, listBadges } from '../domain/badges';
import { listCommunities } from '../domain/communities';
import { getLeaderboard } from '../domain/leaderboard';
import { getMember, listMembers } from '../domain/members';
import { createReward } from '../domain/rewards';
import { createStore } from '../domain/store';
import { listTags } from '../domain/tags';
import { catchError, validReward } from '../domain/test-support';
import { listMemberTokens } from '../domain/tokens';
import { createSeed } from './create-seed';
import { REFERENCE_DATE } from './gen';

/** The domain operations over the demo seed, as the HTTP layer will use them. */
const seed = createSeed({ preset: 'demo' });
const store = () => createStore(seed, { clock: () => REFERENCE_DATE });

describe('the demo seed through the domain operations', () => {
  it('lists communities by name and members newest first', () => {
    const s = store();
    const communities = listCommunities(s).results;
    expect(communities.map((c) => c.name)).toEqual([
      'Base Camp Collective',
      'Lens Reading Club',
      'Nouns Builders Guild',
      'Optimism Grants Circle',
      'Zora Creators',
    ]);
    const nouns = communities[2]?.id ?? '';
    const page = listMembers(s, { communityId: nouns, perPage: 50, page: 2 });
    expect(page).toMatchObject({ total: 640, perPage: 50, page: 2 });
    expect(page.results[0]?.wallet).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const owner = seed.data.members.find((m) => m.communityId === nouns && m.role === 'owner');
    expect(
      getMember(s, { communityId: nouns, idOrAddress: owner?.wallet.toUpperCase().replace('0X', '0x') ?? '' })
        .role,
    ).toBe('owner');
  });

  it('answers tokens, tags and leaderboards', () => {
    const s = store();
    const nouns = seed.data.communities[0]?.id ?? '';
    const holder = seed.data.tokens.find((t) => t.communityId === nouns);
    const tokens = listMemberTokens(s, {
      communityId: nouns,
      idOrAddress: holder?.ownerWallet ?? '',
      blockNumber: '21000000',
    });
    expect(tokens.total).toBeGreaterThan(0);
    expect(listTags(s, { communityId: nouns }).total).toBe(10);
    const live = listBadges(s, { communityId: nouns, status: 'live' }).results;
    expect(live.length).toBe(4);
    const board = getLeaderboard(s, {
      communityId: nouns,
      badgeId: live[0]?.id ?? '',
      metric: 'score',
      perPage: 10,
    });
    expect(board).toHaveLength(10);
    const scores = board.map((e) => Number(e.metadata.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses rewards on a chain without a vault and accepts them where one exists', () => {
    const s = store();
    const nouns = seed.data.communities[0]?.id ?? '';
    const sepolia = seed.data.badges.find(
      (b) => b.communityId === nouns && b.status === 'approved' && b.chainId === '11155111',
    );
    const err = catchError(() =>
      createReward(s, {
        communityId: nouns,
        badgeId: sepolia?.id ?? '',
        body: { ...validReward, chainId: '11155111' },
      }),
    );
    expect(err.message).toBe('No vault exists for chain 11155111; add one in the community dashboard');
    const reward = createReward(s, {
      communityId: nouns,
      badgeId: sepolia?.id ?? '',
      body: { ...validReward, chainId: '8453' },
    });
    expect(getBadge(s, { communityId: nouns, badgeId: sepolia?.id ?? '' }).rewards).toContainEqual(reward);
  });

  it('awards open live badges to new wallets, and redeems seeded codes', () => {
    const s = store();
    const nouns = seed.data.communities[0]?.id ?? '';
    const code = seed.data.claimCodes[0];
    const a = createAttribution(s, {
      communityId: nouns,
      badgeId: code?.badgeId ?? '',
      body: { wallet: '0x000000000000000000000000000000000000dEaD', code: code?.code, autoClaim: true },
    });
    expect(a.membership?.addMethod).toBe('claim');
    expect(a.claimedAt).toBe('2026-11-01T12:00:00.000Z');
  });
});
