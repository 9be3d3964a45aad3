/**
 * The fault suite's end-to-end sample: each of the nine ways a server can fail, once, on a page's
 * main read answered through the service worker in a real browser (the sandbox's control API), must
 * end in a state a person understands, with a retry or a way out: no blank page, no endless loading,
 * no uncaught error (the fixtures fail a test on any page error).
 *
 * The full table (every page declared in src/routes/<resource>/page-states.ts × the nine faults) runs
 * as route tests in Vitest: src/routes/<resource>/route-faults.test.tsx. This file checks that the
 * same faults, sent by the service worker instead of msw/node, end the same way; each fault goes to
 * a different page.
 * Requests give up after 3 s here (the app's timeout is set per deployment in config.js).
 */
import type { Page } from '@playwright/test';
import { loadDeclaredPages } from '../src/testing/declared-pages-on-disk';
import { pathWith, type PageIds, type PageRead } from '../src/testing/page-registry';
import { expect, test, type SandboxFaults } from './fixtures';
import { FIRST_LOAD } from './support/app';

const KEY = 'sandbox-demo-key';
/** Every route module's declared pages (src/routes/<resource>/page-states.ts). */
const DECLARED = await loadDeclaredPages();
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
  const route = DECLARED.reads.find((r) => r.name === name);
  if (!route) throw new Error(`no page "${name}" in src/routes/*/page-states.ts`);
  return route;
}

/**
 * The ids the declared paths name, found by the route modules' own finders through the browser's
 * service worker (the sandbox this suite runs against).
 */
function readIds(page: Page): Promise<PageIds> {
  return DECLARED.findIds((path) =>
    page.evaluate(
      async ([url, key]) => {
        const response = await fetch(url, { headers: { 'X-Api-Key': key } });
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        return (await response.json()) as unknown;
      },
      [`/sandbox-api/v1${path}`, KEY] as const,
    ),
  );
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
