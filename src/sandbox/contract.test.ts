import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createConfig } from '../api/generated/client';
import * as sdk from '../api/generated/sdk.gen';
import { createTestSandbox } from './node';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN } from '../config/sandbox';

/**
 * The sandbox must answer what the contract promises: every read is called through the generated,
 * validating SDK over seed data, so a drift between the sandbox, the spec and the generated code
 * fails here rather than on a user's screen.
 */
const ORIGIN = 'http://sandbox.test';
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

const data = () => sandbox.runtime.store.data;
const one = { page: 1, perPage: 50 };

describe('sandbox responses match the contract', () => {
  it('communities, members, tokens and member badges', async () => {
    await sdk.listCommunities({ client, query: { page: 1, perPage: 100 } });
    for (const community of data().communities) {
      const path = { id: community.id };
      await sdk.getCommunity({ client, path });
      const { data: members } = await sdk.listMembers<true>({ client, path, query: one });
      for (const member of members.results.slice(0, 5)) {
        const memberPath = { ...path, idOrAddress: member.id };
        await sdk.getMember({ client, path: memberPath });
        await sdk.listMemberTokens({ client, path: memberPath, query: one });
        await sdk.listMemberBadges({ client, path: memberPath, query: one });
      }
    }
  });

  it('tags, badges, rewards, attributions and leaderboards', async () => {
    for (const community of data().communities) {
      const path = { id: community.id };
      const { data: tags } = await sdk.listTags<true>({ client, path, query: one });
      for (const tag of tags.results.slice(0, 3)) {
        await sdk.getTag({ client, path: { ...path, tagId: tag.id } });
        await sdk.listTagMembers({ client, path: { ...path, tagId: tag.id }, query: one });
      }
      const { data: badges } = await sdk.listCommunityBadges<true>({
        client,
        path,
        query: { page: 1, perPage: 100 },
      });
      for (const badge of badges.results) {
        const badgePath = { ...path, badgeId: badge.id };
        await sdk.getBadge({ client, path: badgePath });
        await sdk.listBadgeRewards({ client, path: badgePath });
        await sdk.listBadgeAttributions({ client, path: badgePath, query: one });
        await sdk.getBadgeLeaderboard({
          client,
          path: badgePath,
          query: { metric: 'score', metricDirection: 'DESC' },
        });
        // Only live badges are public.
        if (badge.status === 'live')
          await sdk.listPublicBadgeAttributions({ client, path: { id: badge.id }, query: one });
      }
    }
    await sdk.listPartnerBadges({ client, query: one });
    await sdk.listWebhooks({ client });
    expect(data().badges.length).toBeGreaterThan(0);
  });

  it('refuses a wrong API key with 401 and the service error shape', async () => {
    const result = await sdk.listCommunities({ client, auth: 'wrong', throwOnError: false });
    expect(result.response?.status).toBe(401);
    expect(result.error).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});
