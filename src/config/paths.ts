/** Every app URL is built here, so routes and links cannot drift apart. */
export const paths = {
  connect: (returnTo?: string) =>
    returnTo ? `/connect?returnTo=${encodeURIComponent(returnTo)}` : '/connect',
  communities: () => '/communities',
  community: (communityId: string) => `/communities/${encodeURIComponent(communityId)}`,
  members: (communityId: string) => `${paths.community(communityId)}/members`,
  memberNew: (communityId: string) => `${paths.members(communityId)}/new`,
  memberImport: (communityId: string) => `${paths.members(communityId)}/import`,
  member: (communityId: string, idOrAddress: string) =>
    `${paths.members(communityId)}/${encodeURIComponent(idOrAddress)}`,
  badges: (communityId: string) => `${paths.community(communityId)}/badges`,
  badgeNew: (communityId: string) => `${paths.badges(communityId)}/new`,
  badge: (communityId: string, badgeId: string) =>
    `${paths.badges(communityId)}/${encodeURIComponent(badgeId)}`,
  badgeEdit: (communityId: string, badgeId: string) => `${paths.badge(communityId, badgeId)}/edit`,
  badgeLeaderboard: (communityId: string, badgeId: string) =>
    `${paths.badge(communityId, badgeId)}/leaderboard`,
  badgeRewards: (communityId: string, badgeId: string) => `${paths.badge(communityId, badgeId)}/rewards`,
  rewardNew: (communityId: string, badgeId: string) => `${paths.badgeRewards(communityId, badgeId)}/new`,
  reward: (communityId: string, badgeId: string, rewardId: string) =>
    `${paths.badgeRewards(communityId, badgeId)}/${encodeURIComponent(rewardId)}`,
  rewardEdit: (communityId: string, badgeId: string, rewardId: string) =>
    `${paths.reward(communityId, badgeId, rewardId)}/edit`,
  attributions: (communityId: string, badgeId: string) => `${paths.badge(communityId, badgeId)}/attributions`,
  attributionNew: (communityId: string, badgeId: string, code?: string) =>
    `${paths.attributions(communityId, badgeId)}/new${code ? `?code=${encodeURIComponent(code)}` : ''}`,
  attribution: (communityId: string, badgeId: string, attributionId: string) =>
    `${paths.attributions(communityId, badgeId)}/${encodeURIComponent(attributionId)}`,
  claimCodes: (communityId: string, badgeId: string) => `${paths.attributions(communityId, badgeId)}/codes`,
  attributionAwardMany: (communityId: string, badgeId: string) =>
    `${paths.attributions(communityId, badgeId)}/award-many`,
  claimCodeSheet: (communityId: string, badgeId: string, batchId: string) =>
    `${paths.claimCodes(communityId, badgeId)}/print?batch=${encodeURIComponent(batchId)}`,
  catalogue: () => '/catalogue',
  catalogueBadge: (badgeId: string) => `/catalogue/${encodeURIComponent(badgeId)}`,
  files: (communityId: string) => `${paths.community(communityId)}/files`,
  tags: (communityId: string) => `${paths.community(communityId)}/tags`,
  tagNew: (communityId: string) => `${paths.tags(communityId)}/new`,
  tag: (communityId: string, tagId: string) => `${paths.tags(communityId)}/${encodeURIComponent(tagId)}`,
  /** The audience builder; `audience` is the URL value of features/audiences/audience.ts. */
  audiences: (communityId: string, audience?: string) =>
    `${paths.community(communityId)}/audiences${audience ? `?audience=${encodeURIComponent(audience)}` : ''}`,
  experiences: (communityId: string) => `${paths.community(communityId)}/experiences`,
  experienceNew: (communityId: string) => `${paths.experiences(communityId)}/new`,
  experience: (communityId: string, experienceId: string) =>
    `${paths.experiences(communityId)}/${encodeURIComponent(experienceId)}`,
  experienceEdit: (communityId: string, experienceId: string) =>
    `${paths.experience(communityId, experienceId)}/edit`,
  collections: (communityId: string) => `${paths.community(communityId)}/collections`,
  collection: (communityId: string, collectionId: string) =>
    `${paths.collections(communityId)}/${encodeURIComponent(collectionId)}`,
  mintableNew: (communityId: string, collectionId: string) =>
    `${paths.collection(communityId, collectionId)}/mintables/new`,
  payments: (communityId: string) => `${paths.community(communityId)}/payments`,
  /** The eligibility doctor, its wallet (or ENS name, or member id) and badge in the query. */
  eligibility: (communityId: string, of: { wallet?: string; badge?: string } = {}) => {
    const query = new URLSearchParams();
    if (of.wallet) query.set('wallet', of.wallet);
    if (of.badge) query.set('badge', of.badge);
    const search = query.toString();
    return `${paths.community(communityId)}/eligibility${search ? `?${search}` : ''}`;
  },
  sandboxSettings: () => '/sandbox',
  jobs: () => '/jobs',
  journal: () => '/journal',
  accountAvatars: () => '/account/avatars',
  webhooks: () => '/webhooks',
  webhookNew: () => '/webhooks/new',
  webhook: (webhookId: string) => `/webhooks/${encodeURIComponent(webhookId)}`,
};

/**
 * Where the community switcher goes: the same section of the other community (its list, page 1:
 * a record id or a page number of one community means nothing in another), or its overview.
 */
export function sameSectionIn(pathname: string, communityId: string): string {
  const section = /^\/communities\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  return section ? `${paths.community(communityId)}/${section}` : paths.community(communityId);
}
