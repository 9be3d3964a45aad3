import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createConfig } from '../api/generated/client';
import * as sdk from '../api/generated/sdk.gen';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN } from '../config/sandbox';
import { createTestSandbox } from './node';

/**
 * Writes, error answers and records made at run time, through the generated SDK, which validates
 * every success body; the sandbox checks every answer (errors included) against the contract, and
 * the test setup fails a test whose calls got an answer that breaks it. contract.test.ts covers the
 * seeded reads.
 */
const ORIGIN = 'http://sandbox-writes.test';
const sandbox = createTestSandbox(ORIGIN);
const client = createClient(
  createConfig({
    baseUrl: `${ORIGIN}/sandbox-api/v1`,
    throwOnError: true,
    auth: (auth) => (auth.scheme === 'bearer' ? SANDBOX_BEARER_TOKEN : SANDBOX_API_KEY),
  }),
);

beforeAll(() => sandbox.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => sandbox.server.close());

const W = {
  ada: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  bea: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  cy: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
};

function communityId(): string {
  const community = sandbox.runtime.store.data.communities[0];
  if (!community) throw new Error('the seed has no community');
  return community.id;
}

const badgeBody = {
  title: 'Contract Runner',
  description: 'Made at run time by the contract test',
  image: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  type: 'achievement' as const,
  claimEndDate: '2031-01-01T00:00:00Z',
  maxClaims: 10,
  tags: [],
  author: { name: 'Contract Test', uri: 'https://contract.example' },
};

/** Status of a call made with throwOnError: false. */
function statusOf(result: { response?: Response }): number | undefined {
  return result.response?.status;
}

describe('sandbox writes and errors match the contract', () => {
  it('members: add one, add in bulk (wallet lists), read them back', async () => {
    const path = { id: communityId() };
    const { data: added } = await sdk.addMember<true>({ client, path, body: { wallet: W.ada } });
    await sdk.getMember({ client, path: { ...path, idOrAddress: added.id } });
    await sdk.getMember({ client, path: { ...path, idOrAddress: W.ada } });

    const { data: bulk } = await sdk.addMembersBulk<true>({
      client,
      path,
      body: { wallets: [W.bea, W.ada, W.cy] },
    });
    // The sandbox answers the lists of wallets; the contract also allows counts.
    expect(bulk).toEqual({ added: [W.bea, W.cy], skipped: [W.ada] });
    await sdk.listMembers({ client, path, query: { page: 1, perPage: 5 } });

    const invalid = await sdk.addMember({ client, path, body: { wallet: '0x123' }, throwOnError: false });
    expect(statusOf(invalid)).toBe(400);
    const twice = await sdk.addMember({ client, path, body: { wallet: W.ada }, throwOnError: false });
    expect(statusOf(twice)).toBe(409);
    const nowhere = await sdk.addMembersBulk({
      client,
      path: { id: 'no-such-community' },
      body: { wallets: [W.ada] },
      throwOnError: false,
    });
    expect(statusOf(nowhere)).toBe(404);
  });

  it('tags: create, assign, list, unassign, delete', async () => {
    const path = { id: communityId() };
    const { data: tag } = await sdk.createTag<true>({ client, path, body: { name: 'Contract Crew' } });
    const tagPath = { ...path, tagId: tag.id };
    await sdk.addTagMembers({ client, path: tagPath, body: { members: [W.ada] } });
    await sdk.getTag({ client, path: tagPath });
    const { data: members } = await sdk.listTagMembers<true>({ client, path: tagPath, query: { page: 1 } });
    expect(members.total).toBe(1);
    const member = members.results[0];
    expect(member).toBeDefined();
    await sdk.removeTagMember({ client, path: { ...tagPath, memberId: member?.id ?? '' } });
    const again = await sdk.createTag({ client, path, body: { name: 'Contract Crew' }, throwOnError: false });
    expect(statusOf(again)).toBe(409);
    await sdk.deleteTag({ client, path: tagPath });
    const gone = await sdk.getTag({ client, path: tagPath, throwOnError: false });
    expect(statusOf(gone)).toBe(404);
  });

  it('badges made at run time without chain or contract: publish, award, read, update, delete', async () => {
    const path = { id: communityId() };
    const { data: created } = await sdk.createBadge<true>({ client, path, body: badgeBody });
    const badgePath = { ...path, badgeId: created.id ?? '' };
    const early = await sdk.createBadgeAttribution({
      client,
      path: badgePath,
      body: { wallet: W.ada },
      throwOnError: false,
    });
    expect(statusOf(early), 'attributions wait until the badge is live').toBeGreaterThanOrEqual(400);
    await sdk.updateBadge({ client, path: badgePath, body: { status: 'live' } });
    await sdk.getBadge({ client, path: badgePath });

    const { data: attribution } = await sdk.createBadgeAttribution<true>({
      client,
      path: badgePath,
      body: { wallet: W.ada, metadata: { score: 10, quest: 'contract' } },
    });
    const { data: detail } = await sdk.getBadgeAttribution<true>({
      client,
      path: { ...badgePath, attributionId: attribution.id },
    });
    // No chain and no contract on the badge: present and null (openapi AttributionDetail).
    expect(detail).toMatchObject({ chainId: null, contract: null });
    await sdk.getBadgeAttributionByMetadata({
      client,
      path: badgePath,
      query: { key: 'quest', value: 'contract' },
    });
    await sdk.updateBadgeAttribution({
      client,
      path: badgePath,
      query: { conditionKey: 'score', condition: 'gt' },
      body: { wallet: W.ada, metadata: { score: 20 } },
    });
    const twice = await sdk.createBadgeAttribution({
      client,
      path: badgePath,
      body: { wallet: W.ada },
      throwOnError: false,
    });
    expect(statusOf(twice)).toBeGreaterThanOrEqual(400);
    await sdk.listBadgeAttributions({ client, path: badgePath, query: { page: 1, status: 'earned' } });
    await sdk.listPublicBadgeAttributions({ client, path: { id: badgePath.badgeId }, query: { page: 1 } });
    await sdk.getBadgeLeaderboard({ client, path: badgePath, query: { metric: 'score' } });
    await sdk.generateBadgeAttributionCode({ client, path: badgePath });

    const noMatch = await sdk.getBadgeAttributionByMetadata({
      client,
      path: badgePath,
      query: { key: 'quest', value: 'none' },
      throwOnError: false,
    });
    expect(statusOf(noMatch)).toBe(404);
    await sdk.deleteBadge({ client, path: badgePath, throwOnError: false });
  });

  it('a badge made at run time with a chain and contract answers chainId as a number', async () => {
    const path = { id: communityId() };
    const { data: created } = await sdk.createBadge<true>({
      client,
      path,
      body: { ...badgeBody, chainId: '11155111', contract: W.cy.toLowerCase() },
    });
    const badgePath = { ...path, badgeId: created.id ?? '' };
    await sdk.updateBadge({ client, path: badgePath, body: { status: 'live', title: 'Contract Runner II' } });
    const { data: attribution } = await sdk.createBadgeAttribution<true>({
      client,
      path: badgePath,
      body: { wallet: W.bea, autoClaim: true },
    });
    const { data: detail } = await sdk.getBadgeAttribution<true>({
      client,
      path: { ...badgePath, attributionId: attribution.id },
    });
    expect(detail.chainId).toBe(11155111);
    expect(typeof detail.contract).toBe('string');
  });

  it('rewards: create, read, update, delete, and the refusals', async () => {
    const path = { id: communityId() };
    const { data: badge } = await sdk.createBadge<true>({ client, path, body: badgeBody });
    const badgePath = { ...path, badgeId: badge.id ?? '' };
    const chainId = sandbox.runtime.store.data.rewards[0]?.chainId ?? '1';
    const body = {
      name: 'Gas refund',
      image: 'https://img.sandbox.badge-console.test/rewards/gas.svg',
      provider: 'Vault' as const,
      type: 'native' as const,
      status: 'open' as const,
      vaultId: 'vault-1',
      contract: '0x0000000000000000000000000000000000000000',
      chainId,
      amount: ['0.01', '2'],
      description: 'Refunds the claim gas',
      endDate: '2031-01-01T00:00:00Z',
      maxSpend: 5,
    };
    const { data: created } = await sdk.createBadgeReward<true>({ client, path: badgePath, body });
    const rewardPath = { ...badgePath, rewardId: created.id };
    await sdk.getBadgeReward({ client, path: rewardPath });
    await sdk.updateBadgeReward({ client, path: rewardPath, body: { maxSpend: 7 } });
    await sdk.deleteBadgeReward({ client, path: rewardPath });
    const noVault = await sdk.createBadgeReward({
      client,
      path: badgePath,
      body: { ...body, chainId: '424242' },
      throwOnError: false,
    });
    expect(statusOf(noVault)).toBe(400);
    const incomplete = await sdk.createBadgeReward({
      client,
      path: badgePath,
      body: { ...body, amount: [] },
      throwOnError: false,
    });
    expect(statusOf(incomplete)).toBe(400);
    const missing = await sdk.getBadgeReward({
      client,
      path: { ...badgePath, rewardId: 'no-such-reward' },
      throwOnError: false,
    });
    expect(statusOf(missing)).toBe(404);
  });

  it('webhooks and files: create and update', async () => {
    const { data: hook } = await sdk.createWebhook<true>({
      client,
      body: { events: ['account.created'], callbackUrl: 'https://hooks.contract.example/in' },
    });
    await sdk.updateWebhook({
      client,
      path: { id: hook.id },
      body: { events: ['account.created'], callbackUrl: 'https://hooks.contract.example/v2' },
    });
    await sdk.listWebhooks({ client });
    const refused = await sdk.createWebhook({
      client,
      body: { events: ['account.created'], callbackUrl: 'not a url' },
      throwOnError: false,
    });
    expect(statusOf(refused)).toBe(400);
    await sdk.createFile({ client, path: { id: communityId() }, body: { name: 'contract.png' } });
  });

  it('a page larger than 1000 is asked for as the contract allows and answered at the cap of 1000', async () => {
    const { data } = await sdk.listMembers<true>({
      client,
      path: { id: communityId() },
      query: { perPage: 1001 },
    });
    expect(data.perPage).toBe(1000);
  });

  it('refusals of credentials and unknown records keep the error shape', async () => {
    const wrongKey = await sdk.createTag({
      client,
      path: { id: communityId() },
      body: { name: 'x' },
      auth: 'wrong',
      throwOnError: false,
    });
    expect(statusOf(wrongKey)).toBe(401);
    const unknown = await sdk.getBadge({
      client,
      path: { id: communityId(), badgeId: 'no-such-badge' },
      throwOnError: false,
    });
    expect(statusOf(unknown)).toBe(404);
    expect(unknown.error).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
