import path from 'node:path';
// The YAML-capable parser the generator itself uses (a dependency of @hey-api/openapi-ts); parse()
// only reads the file, it does not resolve or rewrite $refs.
import { $RefParser } from '@hey-api/json-schema-ref-parser';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Checks the contract in openapi/community-badges.yaml: every operation the service is known to have,
 * the paths chosen for operations known only by name, the auth of each operation, and the conventions
 * the UI relies on
 * (`x-source`, operationIds).
 */
const specFile = path.resolve(import.meta.dirname, '../../openapi/community-badges.yaml');

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-source'?: string;
}
interface Spec {
  openapi: string;
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation whose path and shape the service's description gives (`x-source: seed`). */
const SEED_TABLES = [
  'POST /community/{id}/file',
  'GET /community',
  'GET /community/{id}/member',
  'GET /community/{id}/member/{idOrAddress}',
  'GET /community/{id}/member/{idOrAddress}/tokens',
  'POST /community/{id}/member/bulk',
  'POST /community/{id}/tag',
  'POST /community/{id}/tag/{tagId}/member',
  'GET /badges',
  'GET /badges/{id}/attribution',
  'POST /community/{id}/badge',
  'GET /community/{id}/badge/{badgeId}',
  'PATCH /community/{id}/badge/{badgeId}',
  'GET /community/{id}/badge/{badgeId}/reward',
  'POST /community/{id}/badge/{badgeId}/reward',
  'GET /community/{id}/badge/{badgeId}/attribution',
  'POST /community/{id}/badge/{badgeId}/attribution',
  'PATCH /community/{id}/experience/{experienceId}',
  'POST /community/{id}/collection/{collectionId}/mintable/{mintableId}/mint',
  'GET /account/avatars',
  'GET /webhooks',
  'POST /webhooks',
  'PATCH /webhooks/{id}',
];

/** Operations known only by name, on paths following the service's REST pattern (`x-source: inferred`). */
const INFERRED_PATHS = [
  'GET /community/{id}/tag',
  'GET /community/{id}/tag/{tagId}',
  'DELETE /community/{id}/tag/{tagId}',
  'GET /community/{id}/tag/{tagId}/member',
  'DELETE /community/{id}/tag/{tagId}/member/{memberId}',
  'GET /community/{id}',
  'POST /community/{id}/member',
  'GET /community/{id}/member/{idOrAddress}/badges',
  'GET /community/{id}/badge',
  'DELETE /community/{id}/badge/{badgeId}',
  'GET /community/{id}/badge/{badgeId}/reward/{rewardId}',
  'PATCH /community/{id}/badge/{badgeId}/reward/{rewardId}',
  'DELETE /community/{id}/badge/{badgeId}/reward/{rewardId}',
  'GET /community/{id}/badge/{badgeId}/attribution/metadata',
  'GET /community/{id}/badge/{badgeId}/code',
];

/** Operations seen only on one of the service's documentation pages (its current or its earlier docs site). */
const DOCS_ONLY = [
  'PATCH /community/{id}/badge/{badgeId}/attribution',
  'GET /community/{id}/badge/{badgeId}/attribution/{attributionId}',
  'GET /community/{id}/badge/{badgeId}/leaderboard',
  'POST /community/{id}/experience',
  'POST /community/{id}/collection/{collectionId}/mintable',
  'POST /community/{id}/payment',
];

/** The operationIds the app imports (generated names derive from them). */
const OPERATION_IDS = [
  'createFile',
  'listCommunities',
  'getCommunity',
  'listMembers',
  'addMember',
  'addMembersBulk',
  'getMember',
  'listMemberTokens',
  'listMemberBadges',
  'listTags',
  'createTag',
  'getTag',
  'deleteTag',
  'listTagMembers',
  'addTagMembers',
  'removeTagMember',
  'listPartnerBadges',
  'listPublicBadgeAttributions',
  'listCommunityBadges',
  'createBadge',
  'getBadge',
  'updateBadge',
  'deleteBadge',
  'listBadgeRewards',
  'createBadgeReward',
  'getBadgeReward',
  'updateBadgeReward',
  'deleteBadgeReward',
  'listBadgeAttributions',
  'createBadgeAttribution',
  'updateBadgeAttribution',
  'getBadgeAttributionByMetadata',
  'getBadgeAttribution',
  'getBadgeLeaderboard',
  'generateBadgeAttributionCode',
  'listExperiences',
  'createExperience',
  'getExperience',
  'updateExperience',
  'createMintable',
  'mintMintable',
  'createPaymentIntent',
  'listAccountAvatars',
  'listWebhooks',
  'createWebhook',
  'updateWebhook',
];

const X_SOURCES = ['seed', 'docs', 'client-code', 'inferred'];

let spec: Spec;
const operations = new Map<string, Operation>();

beforeAll(async () => {
  const { schema } = await new $RefParser().parse({ pathOrUrlOrSchema: specFile });
  spec = schema as unknown as Spec;
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) operations.set(`${method.toUpperCase()} ${p}`, op);
    }
  }
});

describe('openapi/community-badges.yaml', () => {
  it('is OpenAPI 3.1', () => {
    expect(spec.openapi).toMatch(/^3\.1\./);
  });

  it.each([...SEED_TABLES, ...INFERRED_PATHS, ...DOCS_ONLY])('has %s', (key) => {
    expect(operations.has(key), `${key} is missing from the spec`).toBe(true);
  });

  it('marks where each operation comes from', () => {
    for (const [key, op] of operations) {
      expect(X_SOURCES, `${key}: x-source`).toContain(op['x-source']);
      expect(op.summary, `${key}: summary`).toBeTruthy();
      expect(op.tags?.length, `${key}: tags`).toBeGreaterThan(0);
    }
    for (const key of SEED_TABLES) expect(operations.get(key)?.['x-source'], key).toBe('seed');
    for (const key of INFERRED_PATHS) expect(operations.get(key)?.['x-source'], key).toBe('inferred');
    for (const key of DOCS_ONLY) expect(operations.get(key)?.['x-source'], key).toBe('docs');
  });

  it('has exactly the agreed operationIds, each once', () => {
    const ids = [...operations.values()].map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...OPERATION_IDS].sort());
  });

  it('uses Bearer on /account/avatars and X-Api-Key everywhere else', () => {
    const { ApiKey, Bearer } = spec.components.securitySchemes;
    expect(ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(Bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.security).toEqual([{ ApiKey: [] }]);

    for (const [key, op] of operations) {
      const effective = op.security ?? spec.security;
      const schemes = (effective ?? []).flatMap((requirement) => Object.keys(requirement));
      if (key === 'GET /account/avatars') expect(schemes, key).toEqual(['Bearer']);
      else expect(schemes, key).toEqual(['ApiKey']);
    }
  });
});
