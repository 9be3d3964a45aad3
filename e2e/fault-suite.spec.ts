/**
 * The fault suite: every route's main read, answered with each way a server can fail, must end in a
 * state a person understands, with a retry or a way out: no blank page, no endless loading, no
 * uncaught error (the fixtures fail a test on any page error).
 *
 * Faults are set through the sandbox's control API and kept for the tab, so each case loads the
 * route fresh with the fault already in place. Requests give up after 3 s here (the app's timeout
 * is set per deployment in config.js), so "no answer" is quick to see.
 *
 * Pages that read nothing from the service when they open are not here: Jobs and Files (kept in
 * this browser), Collections (opened by id; the service lists none) and Payments (a form only).
 * Their saves are in the form fault table (src/testing/form-faults.ts); docs/fault-suite.md has
 * both matrices.
 */
import type { Page } from '@playwright/test';
import { expect, test, type SandboxFaults } from './fixtures';
import { FIRST_LOAD } from './support/app';

const KEY = 'sandbox-demo-key';
const TIMEOUT_MS = 3000;

type Forced = Omit<NonNullable<SandboxFaults['forced']>[number], 'operationId'>;
interface Fault {
  name: string;
  forced: Forced;
}

const FAULTS: Fault[] = [
  { name: '401', forced: { status: 401 } },
  { name: '403', forced: { status: 403 } },
  { name: '404', forced: { status: 404 } },
  { name: '429 with Retry-After', forced: { status: 429 } },
  { name: '500', forced: { status: 500 } },
  { name: 'network error', forced: { status: 0, answer: 'network-error' } },
  { name: 'no answer (timeout)', forced: { status: 0, answer: 'no-answer' } },
  { name: 'malformed JSON', forced: { status: 200, answer: 'malformed-json' } },
  { name: '200 with an HTML page', forced: { status: 200, answer: 'html' } },
];

interface Ids {
  community: string;
  member: string;
  badge: string;
  tag: string;
  experience: string;
  /** A badge of the community with a reward, and that reward. */
  rewardBadge: string;
  reward: string;
  /** A badge of the community with an attribution, and that attribution. */
  attributionBadge: string;
  attribution: string;
  /** A badge of the partner catalogue (any community). */
  partnerBadge: string;
  webhook: string;
}

interface RouteCase {
  name: string;
  operationId: string;
  url: (ids: Ids) => string;
  /** A 401 here is explained on the page instead of leading to the connection screen. */
  explains401?: boolean;
}

const ROUTES: RouteCase[] = [
  { name: 'communities', operationId: 'listCommunities', url: () => '/communities' },
  { name: 'community overview', operationId: 'getCommunity', url: (i) => `/communities/${i.community}` },
  { name: 'members', operationId: 'listMembers', url: (i) => `/communities/${i.community}/members` },
  { name: 'member', operationId: 'getMember', url: (i) => `/communities/${i.community}/members/${i.member}` },
  { name: 'badges', operationId: 'listCommunityBadges', url: (i) => `/communities/${i.community}/badges` },
  { name: 'badge', operationId: 'getBadge', url: (i) => `/communities/${i.community}/badges/${i.badge}` },
  { name: 'tags', operationId: 'listTags', url: (i) => `/communities/${i.community}/tags` },
  { name: 'webhooks', operationId: 'listWebhooks', url: () => '/webhooks' },
  { name: 'avatars', operationId: 'listAccountAvatars', url: () => '/account/avatars', explains401: true },
  {
    name: 'experiences',
    operationId: 'listExperiences',
    url: (i) => `/communities/${i.community}/experiences`,
  },
  {
    name: 'experience',
    operationId: 'getExperience',
    url: (i) => `/communities/${i.community}/experiences/${i.experience}`,
  },
  {
    name: "badge's rewards tab",
    operationId: 'listBadgeRewards',
    url: (i) => `/communities/${i.community}/badges/${i.rewardBadge}/rewards`,
  },
  {
    name: 'reward',
    operationId: 'getBadgeReward',
    url: (i) => `/communities/${i.community}/badges/${i.rewardBadge}/rewards/${i.reward}`,
  },
  {
    name: "badge's attributions tab",
    operationId: 'listBadgeAttributions',
    url: (i) => `/communities/${i.community}/badges/${i.attributionBadge}/attributions`,
  },
  {
    name: 'attribution',
    operationId: 'getBadgeAttribution',
    url: (i) => `/communities/${i.community}/badges/${i.attributionBadge}/attributions/${i.attribution}`,
  },
  {
    name: "badge's leaderboard tab",
    operationId: 'getBadgeLeaderboard',
    url: (i) => `/communities/${i.community}/badges/${i.attributionBadge}/leaderboard`,
  },
  { name: 'tag', operationId: 'listTagMembers', url: (i) => `/communities/${i.community}/tags/${i.tag}` },
  { name: 'partner catalogue', operationId: 'listPartnerBadges', url: () => '/catalogue' },
  {
    name: 'partner catalogue badge',
    operationId: 'listPublicBadgeAttributions',
    url: (i) => `/catalogue/${i.partnerBadge}`,
  },
  { name: 'webhook', operationId: 'listWebhooks', url: (i) => `/webhooks/${i.webhook}` },
];

/** The ids the routes need, read from the sandbox itself (the first community with every kind of record). */
async function readIds(page: Page): Promise<Ids> {
  return page.evaluate(async (key) => {
    const get = async (path: string) => {
      const response = await fetch(`/sandbox-api/v1${path}`, { headers: { 'X-Api-Key': key } });
      return (await response.json()) as { results: { id: string }[] };
    };
    /** The first record's id; some lists are a plain array, the rest a page with `results`. */
    const first = async (path: string) => {
      const body = (await get(path)) as { results: { id: string }[] } | { id: string }[];
      return (Array.isArray(body) ? body : body.results)[0]?.id ?? '';
    };
    /** The first badge of the list with a record under `sub`, and that record. */
    const badgeWith = async (community: string, badges: { id: string }[], sub: string) => {
      for (const b of badges) {
        const id = await first(`/community/${community}/badge/${b.id}/${sub}?perPage=1`);
        if (id) return { badge: b.id, id };
      }
      return { badge: '', id: '' };
    };
    const [communities, partnerBadge, webhooks] = await Promise.all([
      get('/community?perPage=100'),
      first('/badges?perPage=1'),
      fetch('/sandbox-api/v1/webhooks', { headers: { 'X-Api-Key': key } }).then(
        (r) => r.json() as Promise<{ id: string }[]>,
      ),
    ]);
    for (const c of communities.results) {
      const [member, badges, tag, experience] = await Promise.all([
        first(`/community/${c.id}/member?perPage=1`),
        get(`/community/${c.id}/badge?perPage=100`),
        first(`/community/${c.id}/tag?perPage=1`),
        first(`/community/${c.id}/experience?perPage=1`),
      ]);
      const badge = badges.results[0]?.id ?? '';
      if (!member || !badge || !tag || !experience) continue;
      const [rewarded, attributed] = await Promise.all([
        badgeWith(c.id, badges.results, 'reward'),
        badgeWith(c.id, badges.results, 'attribution'),
      ]);
      if (!rewarded.id || !attributed.id) continue;
      return {
        community: c.id,
        member,
        badge,
        tag,
        experience,
        rewardBadge: rewarded.badge,
        reward: rewarded.id,
        attributionBadge: attributed.badge,
        attribution: attributed.id,
        partnerBadge,
        webhook: webhooks[0]?.id ?? '',
      };
    }
    throw new Error(
      'no community of the seed has members, badges, tags, experiences, rewards and attributions',
    );
  }, KEY);
}

/**
 * What a person sees: a message that explains (an error, a "not offered", the page's own states)
 * and something to do next: retry, go back, reconnect, open a record by id, or the page's action.
 */
async function expectAWayForward(page: Page, route: RouteCase, fault: Fault): Promise<void> {
  const main = page.getByRole('main');
  const explained = main
    .getByRole('heading', { level: 2 })
    .or(main.getByRole('heading', { name: /error|not found|not allowed|forbidden|went wrong/i }))
    .or(main.getByText(/try again|not available|does not offer|avatars\.read/i));
  const ways = main.getByRole('button').or(main.getByRole('link'));
  if (fault.forced.status === 401 && !route.explains401) {
    await expect(page, `${route.name} × ${fault.name}`).toHaveURL(/\/connect\?/, FIRST_LOAD);
    await expect(page.getByText(/refused the credentials/i)).toBeVisible();
    return;
  }
  await expect(explained.first(), `${route.name} × ${fault.name}: explained`).toBeVisible({
    timeout: TIMEOUT_MS + 20_000,
  });
  await expect(ways.first(), `${route.name} × ${fault.name}: a way forward`).toBeVisible();
  await expect(main, `${route.name} × ${fault.name}: not blank`).not.toHaveText('');
  await expect(main.locator('[aria-busy="true"]'), `${route.name} × ${fault.name}: not loading`).toHaveCount(
    0,
  );
}

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  // Requests give up quickly here; config.js assigns the config object, so merge into it on the way.
  await page.addInitScript((timeout) => {
    let config: object | undefined;
    Object.defineProperty(window, '__BADGE_CONSOLE_CONFIG__', {
      configurable: true,
      get: () => config,
      set: (value: object) => {
        config = { ...value, requestTimeoutMs: timeout };
      },
    });
  }, TIMEOUT_MS);
});

for (const route of ROUTES) {
  test(`${route.name}: every fault of its main read ends in a state with a way forward`, async ({
    page,
    sandbox,
  }) => {
    await page.goto('/communities');
    await expect(page.getByRole('table', { name: 'Communities' })).toBeVisible(FIRST_LOAD);
    await sandbox.clearFaults(); // also waits until the sandbox answers
    const ids = await readIds(page);
    for (const fault of FAULTS) {
      await sandbox.setFaults({ forced: [{ operationId: route.operationId, ...fault.forced }] });
      await page.goto(route.url(ids));
      await expectAWayForward(page, route, fault);
      await sandbox.clearFaults();
    }
  });
}
