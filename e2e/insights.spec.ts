/**
 * The insights on a community's overview show the figures the test computes itself from the same
 * lists, read over HTTP: in the in-browser sandbox (where an award made behind the page's back
 * shows after Refresh), and against a live server (`npm run sandbox:serve`), unchanged.
 */
import type { Locator, Page } from '@playwright/test';
import { formatWait } from '../src/features/insights/figure-format';
import { test, expect } from './fixtures';
import { FIRST_LOAD, SEED, TEST_TIMEOUT, communityIdFromUrl, openCommunity } from './support/app';
import {
  expectedInsights,
  insightsCard,
  isWholeMemberRead,
  openInsights,
  type ApiGet,
  type ExpectedInsights,
} from './support/insights-pages';
import { sandboxApi } from './support/leaderboard-pages';
import { LIVE_BASE_URL, LIVE_KEY, holdRequests, startLive } from './support/requests';
import { DESKTOP, PHONE, resizeTo } from './support/viewport';

test.describe.configure({ timeout: TEST_TIMEOUT });

const count = (n: number) => n.toLocaleString('en-US');
const humanize = (method: string) => method.charAt(0).toUpperCase() + method.slice(1);

function figure(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
}

/** The rows' counts of a chart's table (its "Show the numbers"), in the order shown. */
async function tableCounts(card: Locator, name: string, column = 0): Promise<number[]> {
  const table = card.getByRole('table', { name, exact: true });
  if (!(await table.isVisible())) {
    await card
      .getByRole('group', { name: new RegExp(`^${name}\\.`) })
      .locator('xpath=..')
      .getByText('Show the numbers')
      .click();
  }
  const cells = await table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), column);
  return cells.map((c) => Number(c.replace(/,/g, '')));
}

async function expectFigures(card: Locator, want: ExpectedInsights): Promise<void> {
  await expect(figure(card, 'Awards')).toHaveText(count(want.awarded));
  await expect(figure(card, 'Claimed')).toHaveText(count(want.claimed));
  await expect(figure(card, 'Claim rate')).toHaveText(want.claimRate);
  await expect(figure(card, 'Median time to claim')).toHaveText(formatWait(want.medianWaitMs));
  await expect(figure(card, 'Members')).toHaveText(count(want.members));
  expect(await tableCounts(card, 'Awards per week')).toEqual(want.perWeek);
  await expect(card.getByRole('region', { name: 'Closest to their claim cap' }).getByRole('link')).toHaveText(
    want.nearCap,
  );
  // Member growth: the running total ends at the member count, and the summary gives each method's total.
  const methods = Object.keys(want.byMethod);
  const growth = await tableCounts(card, 'New members per week', methods.length + 1);
  expect(growth.at(-1)).toBe(want.members);
  const summary = card.getByRole('group', { name: /^New members per week\./ });
  for (const [method, n] of Object.entries(want.byMethod))
    await expect(summary).toHaveAccessibleName(new RegExp(`${humanize(method)} ${count(n)}\\b`));
}

test('the insights equal the figures computed from the sandbox’s lists; an award shows after Refresh', async ({
  page,
}) => {
  const card = await openInsights(page);
  const communityId = communityIdFromUrl(page);
  const get: ApiGet = (path) => sandboxApi(page, 'GET', path);
  const want = await expectedInsights(get, communityId, Date.now());
  await expectFigures(card, want);

  // An award made outside the page: Refresh reads the lists again and counts it this week.
  await sandboxApi(page, 'POST', `/community/${communityId}/badge/${want.roomyBadge}/attribution`, {
    wallet: `0x${'7'.repeat(38)}01`,
  });
  await card.getByRole('button', { name: 'Refresh' }).click();
  await expect(figure(card, 'Awards')).toHaveText(count(want.awarded + 1));
  const after = await expectedInsights(get, communityId, Date.now());
  expect(after.perWeek.at(-1)).toBe((want.perWeek.at(-1) ?? 0) + 1);
  await expectFigures(card, after);
});

test('a list the insights read that breaks or fails: the card says why, and Try again reads it again', async ({
  page,
  sandbox,
}) => {
  // The pages are decoded and checked in the insights' worker; the requests are the page's own.
  await page.goto('/communities');
  await sandbox.setFaults({
    forced: [{ operationId: 'listBadgeAttributions', status: 200, answer: 'malformed-json' }],
  });
  await openCommunity(page, SEED.largest);
  const card = insightsCard(page);
  const alert = card.getByRole('alert');
  await expect(alert).toContainText(
    'The insights could not be read: The answer to GET /community/{id}/badge/{badgeId}/attribution is not valid JSON',
    FIRST_LOAD,
  );

  await sandbox.setFaults({ forced: [{ operationId: 'listMembers', status: 503 }] });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('Service Unavailable (injected by the sandbox)', FIRST_LOAD);

  await sandbox.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByText(/^Data as of/)).toBeVisible(FIRST_LOAD);
  await expect(alert).toHaveCount(0);
});

/** Live mode reads a community no other spec writes to: its lists stay put while both sides read them. */
const QUIET_COMMUNITY = 'Base Camp Collective';

test('live mode: the insights equal the figures computed from the server’s lists', async ({ page }) => {
  await startLive(page);
  const card = await openInsights(page, QUIET_COMMUNITY);
  const communityId = communityIdFromUrl(page);
  const get: ApiGet = async (path) => {
    const response = await page.request.get(`${LIVE_BASE_URL}${path}`, {
      headers: { 'x-api-key': LIVE_KEY },
    });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()) as unknown;
  };
  await expectFigures(card, await expectedInsights(get, communityId, Date.now()));
});

/** In the page: the top of the overview's About card (document coordinates) in each frame, and whether the insights were in. */
function trackAboutTop() {
  const tops: { ready: boolean; top: number }[] = [];
  Object.assign(window, { aboutTops: tops });
  const frame = () => {
    const card = document.querySelector('[data-insights]');
    const about = [...document.querySelectorAll('h2, h3, [role="heading"], div')].find(
      (e) => e.childElementCount <= 1 && e.textContent === 'About',
    );
    if (card && about) {
      tops.push({
        ready: card.getAttribute('data-insights') === 'ready',
        top: Math.round(about.getBoundingClientRect().top + scrollY),
      });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Drops the insights' figures this browser kept (figures-store.ts); done once the page that holds the database goes. */
async function forgetKeptFigures(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase('badge-console-insights');
        request.onsuccess = () => resolve();
        request.onerror = () => resolve();
        // The open page holds the database: the deletion runs when it is left, before the next page opens it.
        request.onblocked = () => resolve();
      }),
  );
}

/**
 * Opens the quiet community in live mode, so a test can hold the read of the members (the sandbox
 * answers from a service worker, which Playwright's routing does not see), and tracks the About
 * card's top in each frame of the pages opened next.
 */
async function watchQuietCommunity(page: Page) {
  await startLive(page);
  await openCommunity(page, QUIET_COMMUNITY);
  const communityId = communityIdFromUrl(page);
  await page.addInitScript(trackAboutTop);
  const aboutTops = () =>
    page.evaluate(() => (window as unknown as { aboutTops: { ready: boolean; top: number }[] }).aboutTops);
  return { communityId, aboutTops };
}

test('the overview below the insights keeps its place while they are read, at both widths', async ({
  page,
}) => {
  const { communityId, aboutTops } = await watchQuietCommunity(page);
  for (const size of [DESKTOP, PHONE]) {
    await resizeTo(page, size);
    // Each visit reads as a first one: the figures kept by the visit before would show at once.
    await forgetKeptFigures(page);
    const release = await holdRequests(page, isWholeMemberRead);
    await page.goto(`/communities/${communityId}`);
    // Every list read but the members': which badges have awards is known now.
    await expect(insightsCard(page).getByRole('status')).toHaveText(
      /Reading the lists… (\d+) of (\d+) lists/,
      FIRST_LOAD,
    );
    await page.waitForFunction(() => {
      const [, read, total] =
        /(\d+) of (\d+) lists/.exec(
          document.querySelector('[data-insights] [role="status"]')?.textContent ?? '',
        ) ?? [];
      return Number(read) === Number(total) - 1;
    });
    const before = (await aboutTops()).length;
    await release();
    await expect(insightsCard(page).getByText(/^Data as of/)).toBeVisible(FIRST_LOAD);
    const tops = await aboutTops();
    const final = tops.at(-1)?.top;
    expect(tops.at(-1)?.ready).toBe(true);
    expect(tops.filter((t) => !t.ready).length).toBeGreaterThan(0);
    // Side by side the short lists hold the room of full ones: nothing below the card moves from
    // its first frame. On a phone they are stacked and hold the rows the badges let them expect, so
    // a badge found to have no award while the lists are read may shorten them then; not after.
    const watched = size === DESKTOP ? tops : tops.slice(before);
    expect([...new Set(watched.map((t) => t.top))]).toEqual([final]);
  }
});

/** In the page: how many communities' figures this browser keeps (figures-store.ts). */
function keptFigures(): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('badge-console-insights');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction('figures').objectStore('figures').get('index');
        get.onerror = () => resolve(0);
        get.onsuccess = () => resolve(Array.isArray(get.result) ? get.result.length : 0);
      } catch {
        resolve(0);
      } finally {
        db.close();
      }
    };
  });
}

test('a revisit shows the kept figures at once, and the read that follows changes them in place', async ({
  page,
}) => {
  const { communityId, aboutTops } = await watchQuietCommunity(page);
  const card = insightsCard(page);
  await expect(card).toHaveAttribute('data-insights', 'ready', FIRST_LOAD);
  const awards = await figure(card, 'Awards').textContent();
  await expect.poll(() => page.evaluate(keptFigures)).toBe(1);
  const release = await holdRequests(page, isWholeMemberRead);
  await page.goto(`/communities/${communityId}`);
  // The members are held: the figures on screen are the kept ones.
  await expect(card.getByText(/^Data as of .* · refreshing…$/)).toBeVisible(FIRST_LOAD);
  await expect(figure(card, 'Awards')).toHaveText(awards ?? '');
  await release();
  await expect(card).toHaveAttribute('data-insights', 'ready', FIRST_LOAD);
  await expect(card.getByText(/^Data as of/)).not.toHaveText(/refreshing/);
  const tops = await aboutTops();
  expect(tops.filter((t) => !t.ready).length).toBeGreaterThan(0);
  // Nothing below the card moved from its first frame: placeholders, kept figures, new figures.
  expect([...new Set(tops.map((t) => t.top))]).toEqual([tops.at(-1)?.top]);
});
