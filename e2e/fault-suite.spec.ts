/**
 * The fault suite's end-to-end sample: each of the nine ways a server can fail, once, on a page's
 * main read answered through the service worker in a real browser (the sandbox's control API), must
 * end in a state a person understands, with a retry or a way out: no blank page, no endless loading,
 * no uncaught error (the fixtures fail a test on any page error).
 *
 * The full table (every page declared in src/testing/page-reads.mjs × the nine faults) runs as route
 * tests in Vitest: src/routes/route-faults-*.test.tsx. This file checks that the same faults, sent by
 * the service worker instead of msw/node, end the same way; each fault goes to a different page.
 * Requests give up after 3 s here (the app's timeout is set per deployment in config.js).
 */
import type { Page } from '@playwright/test';
import { PAGE_READS, pathWith, type PageIds, type PageRead } from '../src/testing/page-reads.mjs';
import { expect, test, type SandboxFaults } from './fixtures';
import { FIRST_LOAD } from './support/app';

const KEY = 'sandbox-demo-key';
const TIMEOUT_MS = 3000;

type Forced = Omit<NonNullable<SandboxFaults['forced']>[number], 'operationId'>;
interface Fault {
  name: string;
  forced: Forced;
  /** The page whose read fails, by its declared name. */
  on: string;
}

/** The nine faults of the route table, each on a page of its own. */
const FAULTS: Fault[] = [
  { name: '401', forced: { status: 401 }, on: 'members' },
  { name: '403', forced: { status: 403 }, on: 'badge' },
  { name: '404', forced: { status: 404 }, on: 'member' },
  { name: '429 with Retry-After', forced: { status: 429 }, on: 'tags' },
  { name: '500', forced: { status: 500 }, on: 'communities' },
  { name: 'network error', forced: { status: 0, answer: 'network-error' }, on: "badge's attributions tab" },
  { name: 'no answer (timeout)', forced: { status: 0, answer: 'no-answer' }, on: "badge's leaderboard tab" },
  { name: 'malformed JSON', forced: { status: 200, answer: 'malformed-json' }, on: 'webhooks' },
  { name: '200 with an HTML page', forced: { status: 200, answer: 'html' }, on: 'experience' },
];

function declared(name: string): PageRead {
  const route = PAGE_READS.find((r) => r.name === name);
  if (!route) throw new Error(`no page "${name}" in src/testing/page-reads.mjs`);
  return route;
}

/** The ids the routes need, read from the sandbox itself (the first community with every kind of record). */
async function readIds(page: Page): Promise<PageIds> {
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
async function expectAWayForward(page: Page, route: PageRead, fault: Fault): Promise<void> {
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

test.describe.configure({ timeout: 90_000 });

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

for (const fault of FAULTS) {
  const route = declared(fault.on);
  test(`${fault.name} on the ${route.name} page's read (${route.operationId}) ends in a state with a way forward`, async ({
    page,
    sandbox,
  }) => {
    await page.goto('/communities');
    await expect(page.getByRole('table', { name: 'Communities' })).toBeVisible(FIRST_LOAD);
    await sandbox.clearFaults(); // also waits until the sandbox answers
    const ids = await readIds(page);
    await sandbox.setFaults({ forced: [{ operationId: route.operationId, ...fault.forced }] });
    await page.goto(pathWith(route.path, ids));
    await expectAWayForward(page, route, fault);
  });
}
