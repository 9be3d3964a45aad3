import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createConfig } from '../api/generated/client';
import * as sdk from '../api/generated/sdk.gen';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN } from '../config/sandbox';
import { apiRoutes, createFileRoute } from './http/api-routes';
import { createTestSandbox } from './node';

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

describe('experiences, mintables, payment intents and account avatars', () => {
  it('experiences: list, get, create and update', async () => {
    for (const community of data().communities) {
      const path = { id: community.id };
      const { data: page } = await sdk.listExperiences<true>({ client, path, query: one });
      expect(page.total).toBe(data().experiences.filter((e) => e.communityId === community.id).length);
      for (const experience of page.results) {
        await sdk.getExperience({ client, path: { ...path, experienceId: experience.id } });
      }
    }
    const path = { id: data().communities[0]?.id ?? '' };
    const { data: created } = await sdk.createExperience<true>({
      client,
      path,
      body: {
        name: 'Contract Check Hall',
        type: 'web',
        description: 'Created by the contract test',
        imageUrl: 'https://img.sandbox.badge-console.test/experiences/contract.svg',
        bannerUrl: 'https://img.sandbox.badge-console.test/banners/contract.svg',
        codeUrl: 'https://code.sandbox.badge-console.test/contract.html',
        startDate: '2030-01-01T00:00:00.000Z',
        endDate: '2030-01-02T00:00:00.000Z',
      },
    });
    expect(created).toMatchObject({ name: 'Contract Check Hall', serverStatus: 'inactive' });
    const { data: updated } = await sdk.updateExperience<true>({
      client,
      path: { ...path, experienceId: created.id },
      body: { endDate: '2030-01-05T00:00:00.000Z' },
    });
    expect(updated.endDate).toBe('2030-01-05T00:00:00.000Z');
    const refused = await sdk.updateExperience({
      client,
      path: { ...path, experienceId: created.id },
      body: { endDate: '2029-12-31T00:00:00.000Z' },
      throwOnError: false,
    });
    expect(refused.response?.status).toBe(400);
    expect(refused.error).toMatchObject({ statusCode: 400, message: 'endDate must be after startDate' });
  });

  it('mintables: create one, mint it, and the refusal past its maximum', async () => {
    const collection = data().collections[0];
    const path = { id: collection?.communityId ?? '', collectionId: collection?.id ?? '' };
    const { data: mintable } = await sdk.createMintable<true>({
      client,
      path,
      body: {
        name: 'Contract Pin',
        description: 'Created by the contract test',
        image: 'https://img.sandbox.badge-console.test/mintables/pin.svg',
        type: 'item',
        bannerImage: 'https://img.sandbox.badge-console.test/banners/pin.svg',
        maxMints: 1,
        traits: [{ trait_type: 'Metal', value: 'Brass' }],
        mintEndDate: '2030-12-31',
      },
    });
    const mintPath = { ...path, mintableId: mintable.id };
    const wallet = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const { data: minted } = await sdk.mintMintable<true>({ client, path: mintPath, body: { wallet } });
    expect(minted.wallet).toBe(wallet);
    const full = await sdk.mintMintable({ client, path: mintPath, body: { wallet }, throwOnError: false });
    expect(full.response?.status).toBe(400);
    expect(full.error).toMatchObject({
      message: `Mintable ${mintable.id} has reached its maximum of 1 mints`,
    });
    const unknown = await sdk.mintMintable({
      client,
      path: { ...mintPath, mintableId: 'no-such-mintable' },
      body: { wallet },
      throwOnError: false,
    });
    expect(unknown.response?.status).toBe(404);
  });

  it('payment intents: on a chain with a vault, refused without one', async () => {
    const vault = data().vaults[0];
    const path = { id: vault?.communityId ?? '' };
    const { data: intent } = await sdk.createPaymentIntent<true>({
      client,
      path,
      body: { value: '25', chainId: vault?.chainId ?? '', tokenSymbol: 'USDC', metadata: { order: 'c-1' } },
    });
    expect(intent.onchain?.value).toBe('25000000');
    const refused = await sdk.createPaymentIntent({
      client,
      path,
      body: { value: '25', chainId: '424242' },
      throwOnError: false,
    });
    expect(refused.response?.status).toBe(400);
    expect(refused.error).toMatchObject({
      message: 'No vault exists for chain 424242; add one in the community dashboard',
    });
  });

  it('account avatars: the bearer token only; no token, a wrong one or the API key alone get 401', async () => {
    const { data: first } = await sdk.listAccountAvatars<true>({ client, query: { page: 1, perPage: 5 } });
    const avatars = data().avatars ?? [];
    expect(first.total).toBe(avatars.length);
    expect(first.results).toHaveLength(5);
    const { data: last } = await sdk.listAccountAvatars<true>({ client, query: { page: 3, perPage: 5 } });
    expect(last.results.length).toBe(avatars.length - 10);
    const wrong = await sdk.listAccountAvatars({ client, auth: 'wrong-token', throwOnError: false });
    expect(wrong.response?.status).toBe(401);
    expect(wrong.error).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const url = `${ORIGIN}/sandbox-api/v1/account/avatars`;
    const attempts: Record<string, string>[] = [
      {},
      { 'X-Api-Key': SANDBOX_API_KEY },
      { Authorization: `Bearer ${SANDBOX_API_KEY}` },
    ];
    for (const headers of attempts) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        statusCode: 401,
        message: 'Invalid or missing access token',
      });
    }
  });
});

/** An SDK function as the probe below calls it: any path, any body, no request check. */
type Probe = (options: {
  client: typeof client;
  path: Record<string, string>;
  body?: unknown;
  throwOnError: false;
  requestValidator: () => Promise<void>;
}) => Promise<{ response?: Response; error?: unknown }>;

/** Every operation of the contract as the generated SDK calls it: name, method and URL template. */
function sdkOperations(): { operationId: string; method: string; url: string }[] {
  const source = readFileSync(new URL('../api/generated/sdk.gen.ts', import.meta.url), 'utf8');
  return source
    .split(/^export const /m)
    .slice(1)
    .map((block) => ({
      operationId: /^(\w+)/.exec(block)?.[1] ?? '',
      method: /\(options\??\.client \?\? client\)\.(\w+)</.exec(block)?.[1] ?? '',
      url: /^\s*url: '([^']+)'/m.exec(block)?.[1] ?? '',
    }));
}

describe('every operation of the contract has a sandbox route', () => {
  const spec = readFileSync(new URL('../../openapi/community-badges.yaml', import.meta.url), 'utf8');
  const specIds = [...spec.matchAll(/^\s+operationId: (\w+)\s*$/gm)].map((m) => m[1]);
  const operations = sdkOperations();
  const routes = [
    createFileRoute(() => ({ uploadOrigin: '', cdnOrigin: '', secret: '', expiresInSeconds: 0 })),
    ...apiRoutes,
  ];

  it('routes each operationId of the spec (and of the generated SDK) with its method and path', () => {
    expect(specIds.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.operationId).sort()).toEqual([...specIds].sort());
    expect(
      Object.entries(sdk)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name)
        .sort(),
    ).toEqual([...specIds].sort());
    const missing = operations.filter(
      (op) =>
        !routes.some(
          (r) =>
            r.operationId === op.operationId &&
            r.method === op.method &&
            r.path === op.url.replace(/\{(\w+)\}/g, ':$1'),
        ),
    );
    expect(missing).toEqual([]);
    expect(routes).toHaveLength(operations.length);
  });

  it('answers each operation through the generated client, never a 404 for want of a handler', async () => {
    const control = await fetch(`${ORIGIN}/sandbox-api/_control/state`, {
      headers: { 'X-Api-Key': SANDBOX_API_KEY },
    });
    const served = ((await control.json()) as { operations: string[] }).operations;
    const answers: { operationId: string; status: number | undefined; valid: boolean }[] = [];
    for (const op of operations) {
      expect(served).toContain(op.operationId);
      // Each SDK function, called with made-up ids (and an empty body, past the request check, which
      // would stop it before sending): a route answers with the service's error, or with a success
      // the SDK validates; an unrouted request fails outright (the server refuses unhandled ones).
      const call = sdk[op.operationId as keyof typeof sdk] as unknown as Probe;
      const params = Object.fromEntries(
        [...op.url.matchAll(/\{(\w+)\}/g)].map((m): [string, string] => [m[1] ?? '', 'contract-probe']),
      );
      const result = await call({
        client,
        path: params,
        ...(op.method === 'post' || op.method === 'patch' ? { body: {} } : {}),
        throwOnError: false,
        requestValidator: () => Promise.resolve(),
      });
      const status = result.response?.status;
      answers.push({
        operationId: op.operationId,
        status,
        valid: status === undefined ? false : status >= 300 || result.error === undefined,
      });
      if (status === 404) {
        // The service's "<record> not found", not a router's "Cannot GET …".
        const { message } = result.error as { message?: unknown };
        expect(typeof message === 'string' && message.endsWith(' not found')).toBe(true);
      }
    }
    expect(answers.filter((a) => a.status === undefined || a.status >= 500 || !a.valid)).toEqual([]);
  });
});
