/**
 * A write shows on the other pages that read what it changed, with no Refresh and no reload: an award
 * made on a badge's Attributions tab is on its Leaderboard tab with a newer read time, and 50 members
 * imported are in the Members list's total. In sandbox mode (the in-browser service) and in live mode
 * (the sandbox HTTP server, whose state the tests share, so every figure is relative to what the page
 * showed before).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  communityIdFromUrl,
  listTotal,
  openCommunity,
  table,
} from './support/app';
import { jobCard, jobStatus } from './support/import-pages';
import { LIVE_BASE_URL, LIVE_KEY, startLive } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

interface Mode {
  name: 'sandbox' | 'live';
  /** Before the first page load. */
  connect: (page: Page) => Promise<void>;
  /** Calls the API of this mode as an integration would; fails on any refusal. */
  call: (
    page: Page,
    request: APIRequestContext,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<unknown>;
}

const sandboxMode: Mode = {
  name: 'sandbox',
  connect: () => Promise.resolve(),
  call: async (page, _request, method, path, body) => {
    // The in-browser service answers on the page's own origin (its service worker).
    const answer = await page.evaluate(
      async ({ url, method, body }) => {
        const response = await fetch(url, {
          method,
          headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      },
      { url: `/sandbox-api/v1${path}`, method, body },
    );
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${String(answer.status)} ${answer.text}`);
    return answer.text ? (JSON.parse(answer.text) as unknown) : undefined;
  },
};

const liveMode: Mode = {
  name: 'live',
  connect: (page) => startLive(page),
  call: async (_page, request, method, path, body) => {
    const response = await request.fetch(`${LIVE_BASE_URL}${path}`, {
      method,
      headers: { 'X-Api-Key': LIVE_KEY, 'Content-Type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status() >= 300) throw new Error(`${method} ${path}: ${String(response.status())} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  },
};

/** Wallets no run has used before: the live server keeps its state across tests and runs. */
function freshWallets(count: number): string[] {
  const base = BigInt(Date.now()) * 100_000n + BigInt(Math.floor(Math.random() * 1000)) * 100n;
  return Array.from({ length: count }, (_, i) => `0x${(base + BigInt(i)).toString(16).padStart(40, 'a')}`);
}

function idOf(record: unknown): string {
  if (typeof record === 'object' && record !== null && 'id' in record && typeof record.id === 'string')
    return record.id;
  throw new Error(`No id in ${JSON.stringify(record)}`);
}

/** "2 entries, read 12:00:05 PM": the board's size and the time it was read, once it is read whole. */
const boardLine = (page: Page) => page.getByText(/\d (entry|entries), read /);

/** Seconds since midnight of a "read 12:00:05 PM" time, as the page's clock counts them. */
function readSeconds(line: string): number {
  const match = /read (\d{1,2}):(\d{2}):(\d{2})\s?([AP]M)/.exec(line);
  if (!match) throw new Error(`No read time in "${line}"`);
  const [, h, m, s, half] = match;
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return hours * 3600 + Number(m) * 60 + Number(s);
}

async function pageClockSeconds(page: Page): Promise<number> {
  return page.evaluate(() => {
    const now = new Date();
    return now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  });
}

const badgeTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Badge sections' }).getByRole('link', { name, exact: true });

for (const mode of [sandboxMode, liveMode]) {
  test.describe(`${mode.name} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await mode.connect(page);
    });

    test('an award made on the Attributions tab is on the Leaderboard tab with a newer read time', async ({
      page,
      request,
    }) => {
      await openCommunity(page, SEED.largest);
      const communityId = communityIdFromUrl(page);
      const community = `/community/${encodeURIComponent(communityId)}`;
      const seeded = await mode.call(page, request, 'GET', `${community}/badge?page=1&perPage=1`);
      const image = (seeded as { results?: { image?: string }[] }).results?.[0]?.image;
      const title = `Fresh board ${String(Date.now())}`;
      const badgeId = idOf(
        await mode.call(page, request, 'POST', `${community}/badge`, {
          title,
          description: 'Made by the test that uses it.',
          type: 'achievement',
          image,
          claimEndDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
          maxClaims: 100,
          tags: [],
          author: { name: 'E2E', uri: 'https://example.com' },
        }),
      );
      const badge = `${community}/badge/${encodeURIComponent(badgeId)}`;
      await mode.call(page, request, 'PATCH', badge, { status: 'live' });
      const [first, second] = freshWallets(2);
      await mode.call(page, request, 'POST', `${badge}/attribution`, {
        wallet: first,
        metadata: { score: 5 },
      });

      // The leaderboard first, so its board is in the cache when the award is made elsewhere.
      await page.goto(
        `/communities/${encodeURIComponent(communityId)}/badges/${encodeURIComponent(badgeId)}/leaderboard`,
      );
      await expect(boardLine(page)).toContainText('1 entry, read', FIRST_LOAD);

      await badgeTab(page, 'Attributions').click();
      await page.getByRole('link', { name: 'Award badge' }).first().click();
      await page.getByLabel('Wallet address').fill(second ?? '');
      await page.getByLabel('Metadata (JSON)').fill('{"score": 9}');
      const awardedAt = await pageClockSeconds(page);
      await page.getByRole('button', { name: 'Award badge' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Attribution' })).toBeVisible();

      // Back on the Leaderboard tab by its link: no reload, no Refresh.
      await page.getByRole('link', { name: title, exact: true }).first().click();
      await badgeTab(page, 'Leaderboard').click();
      await expect(boardLine(page)).toContainText('2 entries, read');
      expect(readSeconds(await boardLine(page).innerText())).toBeGreaterThanOrEqual(awardedAt);
      const wallets = await table(page, 'Leaderboard')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a.getAttribute('title') ?? '').toLowerCase()));
      expect(wallets).toEqual([second?.toLowerCase(), first?.toLowerCase()]);
    });

    test('50 members imported are in the Members list’s total', async ({ page }) => {
      await openCommunity(page, SEED.largest);
      const sections = page.getByRole('navigation', { name: 'Main' });
      await sections.getByRole('link', { name: 'Members', exact: true }).click();
      await expect(table(page, 'Members').getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
      const before = await listTotal(page);

      await page.getByRole('link', { name: 'Import members' }).click();
      await page.getByLabel('Or paste the list').fill(['wallet', ...freshWallets(50)].join('\n'));
      await page.getByRole('button', { name: 'Check the list' }).click();
      await expect(page.getByRole('heading', { name: 'Dry run' })).toBeVisible(FIRST_LOAD);
      await page.getByRole('button', { name: 'Add 50 members' }).click();
      await expect(jobStatus(jobCard(page, /^Import 50 members into /))).toHaveText('Finished', FIRST_LOAD);

      await sections.getByRole('link', { name: 'Members', exact: true }).click();
      // At least 50 more: in live mode other tests may add members to the shared server meanwhile (an
      // award adds its wallet); a list not refreshed would still show the old total.
      await expect.poll(() => listTotal(page)).toBeGreaterThanOrEqual(before + 50);
    });
  });
}
