/**
 * A service that answers 10,000 records to every list, paged or a plain array, whatever page size
 * is asked for (the hostile API's `oversized-all` mode, in live mode). Each page a user opens shows
 * its content, says what it trimmed, never holds the page's thread for long, and never has more
 * than six API requests open at once.
 *
 * Long tasks are counted by a PerformanceObserver installed before the app starts; requests in
 * flight from the page's own request events. The budget is 200 ms a task.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { FIRST_LOAD, SEED, TEST_TIMEOUT, bodyRows, expectRowsLoaded, table } from './support/app';
import { connectToHostileApi } from './support/hostile-api';
import { openPalette } from './support/palette-pages';
import { APP_ORIGIN } from './support/ports';
import { LIVE_BASE_URL, LIVE_KEY } from './support/requests';

test.describe.configure({ timeout: 2 * TEST_TIMEOUT });

/** The longest a task of the page's thread may take. */
const TASK_BUDGET_MS = 200;
/** The most API requests open at once (the client's limiter). */
const IN_FLIGHT_LIMIT = 6;

interface Watch {
  /** The longest long task since the last `reset`, in ms (0: none). */
  longestTask(): Promise<number>;
  /** Forgets the long tasks seen so far. */
  reset(): Promise<void>;
  /**
   * The most API requests open at once so far, from the page's own resource timings (when each
   * fetch began, when its last byte came). Counted from the order the browser's request events
   * reached the test, a loaded machine showed 7: a request's "finished" event came after the start
   * of the next one, which the app sends only once the one before was read to its end.
   */
  mostInFlight(): Promise<number>;
}

async function watchPage(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as Window & { __longTasks?: number[] }).__longTasks = tasks;
    // Every fetch of the test is kept (the buffer holds 250 by default).
    performance.setResourceTimingBufferSize(100_000);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return {
    longestTask: () =>
      page.evaluate(() =>
        Math.max(0, ...((window as Window & { __longTasks?: number[] }).__longTasks ?? [])),
      ),
    reset: () =>
      page.evaluate(() => {
        (window as Window & { __longTasks?: number[] }).__longTasks?.splice(0);
      }),
    mostInFlight: () =>
      page.evaluate(() => {
        const edges: [number, number][] = [];
        for (const entry of performance.getEntriesByType('resource')) {
          if (!(entry instanceof PerformanceResourceTiming) || entry.initiatorType !== 'fetch') continue;
          // The API's requests (the hostile API is on the app's origin).
          if (!new URL(entry.name).pathname.startsWith('/hostile-api/')) continue;
          edges.push([entry.startTime, 1], [entry.responseEnd, -1]);
        }
        // Ends before starts at the same instant: a request sent as another ended is no overlap.
        edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        let open = 0;
        let most = 0;
        for (const [, change] of edges) most = Math.max(most, (open += change));
        return most;
      }),
  };
}

/** The largest community's overview path, from the sandbox server itself. */
async function largestCommunity(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${LIVE_BASE_URL}/community?perPage=100`, {
    headers: { 'x-api-key': LIVE_KEY },
  });
  const { results } = (await answer.json()) as { results: { id: string; name: string }[] };
  return `/communities/${encodeURIComponent(results.find((c) => c.name === SEED.largest)?.id ?? '')}`;
}

/**
 * Opens `path` against the oversized API, with the page watched from its first script, and waits
 * for `ready`. The view under test is then opened from there by a click, as a user reaches it, and
 * measured from that click: the app's own start is not the view's.
 */
async function startAt(page: Page, origin: string, path: string, ready: Locator): Promise<Watch> {
  const watch = await watchPage(page);
  await connectToHostileApi(page, origin, ['oversized-all']);
  await page.goto(path);
  await expect(ready).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true', FIRST_LOAD);
  await watch.reset();
  return watch;
}

function mainLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

async function expectWithinBudget(watch: Watch, view: string): Promise<void> {
  const longest = await watch.longestTask();
  const mostOpen = await watch.mostInFlight();
  test.info().annotations.push({
    type: 'measured',
    description: `${view}: longest task ${Math.round(longest)} ms, at most ${mostOpen} requests open`,
  });
  expect(longest, `${view}: the longest task`).toBeLessThanOrEqual(TASK_BUDGET_MS);
  expect(mostOpen, `${view}: API requests open at once`).toBeLessThanOrEqual(IN_FLIGHT_LIMIT);
}

test('the community overview, then the palette on it', async ({ page, baseURL }) => {
  const communities = table(page, 'Communities');
  const watch = await startAt(page, baseURL ?? APP_ORIGIN, '/communities', bodyRows(communities).first());
  // The padded list repeats the community's row: the first is the community itself.
  await communities.getByRole('link', { name: SEED.largest, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeVisible(FIRST_LOAD);
  // The insights read the awards of the first 100 of the thousand badges kept, and say so.
  await expect(page.getByText(/^The figures are of the first 100 of the community’s/)).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('heading', { name: 'Awards per week' })).toBeVisible(FIRST_LOAD);
  await expectWithinBudget(watch, 'community overview');

  await watch.reset();
  await openPalette(page);
  await page.keyboard.type('nouns');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/, FIRST_LOAD);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expectWithinBudget(watch, 'command palette');
});

test("a member's page", async ({ page, baseURL, request }) => {
  const members = table(page, 'Members');
  const path = `${await largestCommunity(request)}/members`;
  const watch = await startAt(page, baseURL ?? APP_ORIGIN, path, bodyRows(members).first());
  await bodyRows(members).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/members\/[^/]+$/);
  // More tags than are counted on view: the page states the cost and asks before counting them.
  await expect(page.getByRole('button', { name: 'Find tags' })).toBeVisible(FIRST_LOAD);
  await expectWithinBudget(watch, "a member's page");
});

test('the art review', async ({ page, baseURL, request }) => {
  const path = `${await largestCommunity(request)}/badges`;
  const watch = await startAt(page, baseURL ?? APP_ORIGIN, path, bodyRows(table(page, 'Badges')).first());
  await page.getByRole('link', { name: 'Review art' }).click();
  await expect(page.getByRole('list', { name: 'Badge art' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/^60 of 1,000 badges reviewed, \d+ with problems$/)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Review 60 more' })).toBeVisible();
  await expectWithinBudget(watch, 'art review');
});

test('webhooks', async ({ page, baseURL }) => {
  const watch = await startAt(
    page,
    baseURL ?? APP_ORIGIN,
    '/communities',
    bodyRows(table(page, 'Communities')).first(),
  );
  await mainLink(page, 'Webhooks').click();
  await expectRowsLoaded(table(page, 'Webhooks'), FIRST_LOAD);
  await expect(
    page.getByText('The service sent more than 100 records; only the first 100 are shown.'),
  ).toBeVisible();
  await expectWithinBudget(watch, 'webhooks');
});
