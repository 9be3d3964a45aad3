import * as attributionUpdates from '../domain/attribution-updates';
import * as attributions from '../domain/attributions';
import { avatarTable, listAccountAvatars } from '../domain/avatars';
import * as badges from '../domain/badges';
import * as communities from '../domain/communities';
import * as experiences from '../domain/experiences';
import * as files from '../domain/files';
import { getLeaderboard } from '../domain/leaderboard';
import * as members from '../domain/members';
import * as mintables from '../domain/mintables';
import { createPaymentIntent, paymentIntentTable } from '../domain/payments';
import * as rewards from '../domain/rewards';
import type { StoreTable, TableName } from '../domain/store-table';
import * as tags from '../domain/tags';
import { listMemberTokens } from '../domain/tokens';
import * as webhooks from '../domain/webhooks';
import type { RouteContext, RouteDef } from './route';

const C = '/community/:id';
const B = `${C}/badge/:badgeId`;
/** Path parameters as the domain names them. */
const community = ({ params }: RouteContext) => ({ communityId: params.id ?? '' });
const member = (ctx: RouteContext) => ({ ...community(ctx), idOrAddress: ctx.params.idOrAddress ?? '' });
const tag = (ctx: RouteContext) => ({ ...community(ctx), tagId: ctx.params.tagId ?? '' });
const badge = (ctx: RouteContext) => ({ ...community(ctx), badgeId: ctx.params.badgeId ?? '' });
const experience = (ctx: RouteContext) => ({
  ...community(ctx),
  experienceId: ctx.params.experienceId ?? '',
});
const collection = (ctx: RouteContext) => ({
  ...community(ctx),
  collectionId: ctx.params.collectionId ?? '',
});

/** What createFile takes from the runtime: the hosts it points to, the signing secret, the lifetime. */
export interface FileRouteSettings {
  uploadOrigin: string;
  cdnOrigin: string;
  secret: string;
  expiresInSeconds: number;
}

/**
 * createFile (POST /community/{id}/file, 201). A factory, unlike the routes below: its answer
 * depends on the runtime (upload host, CDN, secret, the expireUploadCredentials fault), read per call.
 */
export function createFileRoute(settings: () => FileRouteSettings): RouteDef {
  return {
    operationId: 'createFile',
    method: 'post',
    path: `${C}/file`,
    status: 201,
    run: (c) => files.createFile(c.store, { ...community(c), body: c.body, ...settings() }),
  };
}

/**
 * The tables resources declare in their domain file (`declareTable`): the seed fills them. A
 * resource's operations below and its table here are all the sandbox needs outside its own file.
 */
export const declaredTables = [
  webhooks.webhookTable,
  paymentIntentTable,
  avatarTable,
] as const satisfies readonly StoreTable[];

/**
 * Fails to compile when a domain file declares a table (`StoreData` key) not listed above. Read by
 * no code: the compiler is its reader.
 * @public
 */
export const everyTableListed: [Exclude<TableName, (typeof declaredTables)[number]['name']>] extends [never]
  ? true
  : never = true;

/**
 * The service's operations (operationIds of openapi/community-badges.yaml), each adapted to the
 * sandbox's domain. Query values and bodies go to the domain unparsed: it validates them as the
 * service does and answers with the service's errors.
 */
export const apiRoutes: RouteDef[] = [
  {
    operationId: 'listCommunities',
    method: 'get',
    path: '/community',
    run: (c) => communities.listCommunities(c.store, c.query),
  },
  {
    operationId: 'getCommunity',
    method: 'get',
    path: C,
    run: (c) => communities.getCommunity(c.store, community(c)),
  },
  {
    operationId: 'listMembers',
    method: 'get',
    path: `${C}/member`,
    run: (c) => members.listMembers(c.store, { ...c.query, ...community(c) }),
  },
  {
    operationId: 'addMember',
    method: 'post',
    path: `${C}/member`,
    status: 201,
    run: (c) => members.addMember(c.store, { ...community(c), body: c.body }),
  },
  {
    operationId: 'addMembersBulk',
    method: 'post',
    path: `${C}/member/bulk`,
    status: 201,
    run: (c) => members.bulkAddMembers(c.store, { ...community(c), body: c.body }),
  },
  {
    operationId: 'getMember',
    method: 'get',
    path: `${C}/member/:idOrAddress`,
    run: (c) => members.getMember(c.store, member(c)),
  },
  {
    operationId: 'listMemberTokens',
    method: 'get',
    path: `${C}/member/:idOrAddress/tokens`,
    run: (c) => listMemberTokens(c.store, { ...c.query, ...member(c) }),
  },
  {
    operationId: 'listMemberBadges',
    method: 'get',
    path: `${C}/member/:idOrAddress/badges`,
    run: (c) => members.listMemberBadges(c.store, { ...c.query, ...member(c) }),
  },

  {
    operationId: 'listTags',
    method: 'get',
    path: `${C}/tag`,
    run: (c) => tags.listTags(c.store, { ...c.query, ...community(c) }),
  },
  {
    operationId: 'createTag',
    method: 'post',
    path: `${C}/tag`,
    status: 201,
    run: (c) => tags.createTag(c.store, { ...community(c), body: c.body }),
  },
  { operationId: 'getTag', method: 'get', path: `${C}/tag/:tagId`, run: (c) => tags.getTag(c.store, tag(c)) },
  {
    operationId: 'deleteTag',
    method: 'delete',
    path: `${C}/tag/:tagId`,
    status: 204,
    run: (c) => tags.deleteTag(c.store, tag(c)),
  },
  {
    operationId: 'listTagMembers',
    method: 'get',
    path: `${C}/tag/:tagId/member`,
    run: (c) => tags.listTagMembers(c.store, { ...c.query, ...tag(c) }),
  },
  {
    operationId: 'addTagMembers',
    method: 'post',
    path: `${C}/tag/:tagId/member`,
    status: 201,
    run: (c) => tags.addTagMembers(c.store, { ...tag(c), body: c.body }),
  },
  {
    operationId: 'removeTagMember',
    method: 'delete',
    path: `${C}/tag/:tagId/member/:memberId`,
    status: 204,
    run: (c) => tags.removeTagMember(c.store, { ...tag(c), idOrAddress: c.params.memberId ?? '' }),
  },

  {
    operationId: 'listPartnerBadges',
    method: 'get',
    path: '/badges',
    run: (c) => badges.listAllBadges(c.store, c.query),
  },
  {
    operationId: 'listPublicBadgeAttributions',
    method: 'get',
    path: '/badges/:id/attribution',
    run: (c) => attributions.listPublicBadgeAttributions(c.store, { ...c.query, badgeId: c.params.id ?? '' }),
  },
  {
    operationId: 'listCommunityBadges',
    method: 'get',
    path: `${C}/badge`,
    run: (c) => badges.listBadges(c.store, { ...c.query, ...community(c) }),
  },
  {
    operationId: 'createBadge',
    method: 'post',
    path: `${C}/badge`,
    status: 201,
    run: (c) => badges.createBadge(c.store, { ...community(c), body: c.body }),
  },
  { operationId: 'getBadge', method: 'get', path: B, run: (c) => badges.getBadge(c.store, badge(c)) },
  {
    operationId: 'updateBadge',
    method: 'patch',
    path: B,
    run: (c) => badges.updateBadge(c.store, { ...badge(c), body: c.body }),
  },
  {
    operationId: 'deleteBadge',
    method: 'delete',
    path: B,
    status: 204,
    run: (c) => badges.deleteBadge(c.store, badge(c)),
  },

  {
    operationId: 'listBadgeRewards',
    method: 'get',
    path: `${B}/reward`,
    run: (c) => rewards.listRewards(c.store, badge(c)),
  },
  {
    operationId: 'createBadgeReward',
    method: 'post',
    path: `${B}/reward`,
    status: 201,
    run: (c) => rewards.createReward(c.store, { ...badge(c), body: c.body }),
  },
  {
    operationId: 'getBadgeReward',
    method: 'get',
    path: `${B}/reward/:rewardId`,
    run: (c) => rewards.getReward(c.store, { ...badge(c), rewardId: c.params.rewardId ?? '' }),
  },
  {
    operationId: 'updateBadgeReward',
    method: 'patch',
    path: `${B}/reward/:rewardId`,
    run: (c) =>
      rewards.updateReward(c.store, { ...badge(c), rewardId: c.params.rewardId ?? '', body: c.body }),
  },
  {
    operationId: 'deleteBadgeReward',
    method: 'delete',
    path: `${B}/reward/:rewardId`,
    status: 204,
    run: (c) => rewards.deleteReward(c.store, { ...badge(c), rewardId: c.params.rewardId ?? '' }),
  },

  {
    operationId: 'listBadgeAttributions',
    method: 'get',
    path: `${B}/attribution`,
    run: (c) => attributions.listBadgeAttributions(c.store, { ...c.query, ...badge(c) }),
  },
  {
    operationId: 'createBadgeAttribution',
    method: 'post',
    path: `${B}/attribution`,
    status: 201,
    run: (c) => attributions.createAttribution(c.store, { ...badge(c), body: c.body }),
  },
  {
    operationId: 'updateBadgeAttribution',
    method: 'patch',
    path: `${B}/attribution`,
    run: (c) => attributionUpdates.updateAttribution(c.store, { ...c.query, ...badge(c), body: c.body }),
  },
  // Registered before `/attribution/:attributionId`, which would otherwise take "metadata" as an id.
  {
    operationId: 'getBadgeAttributionByMetadata',
    method: 'get',
    path: `${B}/attribution/metadata`,
    run: (c) => attributionUpdates.findAttributionByMetadata(c.store, { ...c.query, ...badge(c) }),
  },
  {
    operationId: 'getBadgeAttribution',
    method: 'get',
    path: `${B}/attribution/:attributionId`,
    run: (c) =>
      attributions.getAttribution(c.store, { ...badge(c), attributionId: c.params.attributionId ?? '' }),
  },
  {
    operationId: 'getBadgeLeaderboard',
    method: 'get',
    path: `${B}/leaderboard`,
    run: (c) => getLeaderboard(c.store, { ...c.query, ...badge(c) }),
  },
  {
    operationId: 'generateBadgeAttributionCode',
    method: 'get',
    path: `${B}/code`,
    run: (c) => attributionUpdates.generateAttributionCode(c.store, badge(c)),
  },

  {
    operationId: 'listExperiences',
    method: 'get',
    path: `${C}/experience`,
    run: (c) => experiences.listExperiences(c.store, { ...c.query, ...community(c) }),
  },
  {
    operationId: 'createExperience',
    method: 'post',
    path: `${C}/experience`,
    status: 201,
    run: (c) => experiences.createExperience(c.store, { ...community(c), body: c.body }),
  },
  {
    operationId: 'getExperience',
    method: 'get',
    path: `${C}/experience/:experienceId`,
    run: (c) => experiences.getExperience(c.store, experience(c)),
  },
  {
    operationId: 'updateExperience',
    method: 'patch',
    path: `${C}/experience/:experienceId`,
    run: (c) => experiences.updateExperience(c.store, { ...experience(c), body: c.body }),
  },
  {
    operationId: 'createMintable',
    method: 'post',
    path: `${C}/collection/:collectionId/mintable`,
    status: 201,
    run: (c) => mintables.createMintable(c.store, { ...collection(c), body: c.body }),
  },
  {
    operationId: 'mintMintable',
    method: 'post',
    path: `${C}/collection/:collectionId/mintable/:mintableId/mint`,
    status: 201,
    run: (c) =>
      mintables.mintMintable(c.store, {
        ...collection(c),
        mintableId: c.params.mintableId ?? '',
        body: c.body,
      }),
  },
  {
    operationId: 'createPaymentIntent',
    method: 'post',
    path: `${C}/payment`,
    status: 201,
    run: (c) => createPaymentIntent(c.store, { ...community(c), body: c.body }),
  },
  {
    operationId: 'listAccountAvatars',
    method: 'get',
    path: '/account/avatars',
    auth: 'bearer',
    run: (c) => listAccountAvatars(c.store, c.query),
  },

  {
    operationId: 'listWebhooks',
    method: 'get',
    path: '/webhooks',
    run: (c) => webhooks.listWebhooks(c.store),
  },
  {
    operationId: 'createWebhook',
    method: 'post',
    path: '/webhooks',
    status: 201,
    run: (c) => webhooks.createWebhook(c.store, { body: c.body }),
  },
  {
    operationId: 'updateWebhook',
    method: 'patch',
    path: '/webhooks/:id',
    run: (c) => webhooks.updateWebhook(c.store, { webhookId: c.params.id ?? '', body: c.body }),
  },
];
