// The app's pages that read from the service when they open, each with the one read the page is
// built on, declared once. The route fault table (src/routes/route-faults-*.test.tsx), its
// end-to-end sample (e2e/fault-suite.spec.ts) and the benchmark's route list
// (scripts/bench-routes.mjs) are built from this list; src/routes/page-reads.test.ts checks that
// every path here is a route of the app. Plain JavaScript (typed by page-reads.d.mts) so that the
// benchmark's Node script can import it as it is.

/** @type {import('./page-reads.d.mts').PageRead[]} */
export const PAGE_READS = [
  { name: 'communities', path: '/communities', operationId: 'listCommunities', list: 'rows' },
  { name: 'community overview', path: '/communities/:community', operationId: 'getCommunity' },
  { name: 'members', path: '/communities/:community/members', operationId: 'listMembers', list: 'rows' },
  { name: 'member', path: '/communities/:community/members/:member', operationId: 'getMember' },
  {
    name: 'badges',
    path: '/communities/:community/badges',
    operationId: 'listCommunityBadges',
    list: 'rows',
  },
  { name: 'badge', path: '/communities/:community/badges/:badge', operationId: 'getBadge' },
  {
    name: "badge's rewards tab",
    path: '/communities/:community/badges/:rewardBadge/rewards',
    operationId: 'listBadgeRewards',
  },
  {
    name: 'reward',
    path: '/communities/:community/badges/:rewardBadge/rewards/:reward',
    operationId: 'getBadgeReward',
  },
  {
    name: "badge's attributions tab",
    path: '/communities/:community/badges/:attributionBadge/attributions',
    operationId: 'listBadgeAttributions',
    list: 'rows',
  },
  {
    name: 'attribution',
    path: '/communities/:community/badges/:attributionBadge/attributions/:attribution',
    operationId: 'getBadgeAttribution',
  },
  {
    name: "badge's leaderboard tab",
    path: '/communities/:community/badges/:attributionBadge/leaderboard',
    operationId: 'getBadgeLeaderboard',
    list: 'board',
  },
  {
    name: 'experiences',
    path: '/communities/:community/experiences',
    operationId: 'listExperiences',
    list: 'rows',
  },
  {
    name: 'experience',
    path: '/communities/:community/experiences/:experience',
    operationId: 'getExperience',
  },
  { name: 'tags', path: '/communities/:community/tags', operationId: 'listTags', list: 'rows' },
  { name: 'tag', path: '/communities/:community/tags/:tag', operationId: 'listTagMembers' },
  { name: 'webhooks', path: '/webhooks', operationId: 'listWebhooks', list: 'rows' },
  // The service has no read of one webhook: the page finds it in the list.
  { name: 'webhook', path: '/webhooks/:webhook', operationId: 'listWebhooks' },
  // The gallery uses its own token, so it explains a refused one in place.
  { name: 'avatars', path: '/account/avatars', operationId: 'listAccountAvatars', explains401: true },
  { name: 'partner catalogue', path: '/catalogue', operationId: 'listPartnerBadges', list: 'rows' },
  {
    name: 'partner catalogue badge',
    path: '/catalogue/:partnerBadge',
    operationId: 'listPublicBadgeAttributions',
  },
];

/**
 * Routes that read nothing from the service when they open, and why: kept in this browser, opened
 * by id, a form only, or no page of their own. Their saves are in the form fault table.
 *
 * @type {Record<string, string>}
 */
export const READS_NOTHING = {
  '/connect': 'the connection screen: what it sends is the probe the person starts',
  '/sandbox': 'the sandbox settings, kept in this browser',
  '/jobs': 'jobs are kept in this browser',
  '/communities/:community/files': 'files are kept in this browser',
  '/communities/:community/collections': 'opened by id: the service lists no collections',
  '/communities/:community/payments': 'a form only',
};

/** A declared path with its `:name` parts replaced by the ids given. */
export function pathWith(path, ids) {
  return path.replace(/:(\w+)/g, (_, name) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no id for :${name} in ${path}`);
    return encodeURIComponent(id);
  });
}

/** The `:name` parts of a declared path. */
export function pathParams(path) {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}
