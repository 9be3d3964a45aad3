/**
 * Live mode against the sandbox HTTP server (http://127.0.0.1:4010/v1, key e2e-live-key): connecting
 * through the UI, recovering from a refused key, and where the key goes (only to the API, and only
 * for the session unless the user opts in). Images: the seed's load from the server's own CDN, and a
 * dropped image is uploaded to its upload host and published as a badge's art. With the host slowed,
 * the upload's progress follows the bytes the browser sends, and Cancel aborts it.
 */
import type { Locator } from '@playwright/test';
import { test, expect, type RecordedRequest } from './fixtures';
import {
  CONNECTION_KEY,
  SEED,
  TEST_TIMEOUT,
  expectRowsLoaded,
  table,
  FIRST_LOAD,
  openMembers,
} from './support/app';
import { artPng } from './support/art-pages';
import { dropImage, fillValidBadge } from './support/badge-form';
import { openBadges, openFiles, openNewBadge } from './support/pages';
import { API_SERVER_ORIGIN } from './support/ports';
import {
  LIVE_BASE_URL,
  LIVE_KEY,
  LIVE_ORIGIN,
  listRequests,
  notToOrigin,
  startLive,
  toOrigin,
  withCredentials,
} from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

const WRONG_KEY = 'not-the-key';

/** Requests to the live API itself (CORS preflights carry no key by design). */
function liveApiRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return toOrigin(requests, LIVE_ORIGIN).filter(
    (r) => r.method !== 'OPTIONS' && r.url.startsWith(`${LIVE_BASE_URL}/`),
  );
}

// Over every test: the key (and any bearer token) goes to the API's origin and nowhere else.
test.afterEach(async ({ apiRequests }) => {
  const all = await apiRequests.all();
  expect(liveApiRequests(all).length, 'the test talked to the live API').toBeGreaterThan(0);
  const elsewhere = withCredentials(notToOrigin(all, LIVE_ORIGIN));
  expect(elsewhere, `credentials sent to another origin than the API:\n${listRequests(elsewhere)}`).toEqual(
    [],
  );
});

test('connects to the live API through the connection screen', async ({ page, apiRequests }) => {
  await page.goto('/connect');
  await page.getByRole('radio', { name: /Live API/ }).check();
  await page.getByRole('textbox', { name: 'Base URL', exact: true }).fill(LIVE_BASE_URL);
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill(LIVE_KEY);

  await page.getByRole('button', { name: 'Test connection' }).click();
  const results = page.getByRole('table', { name: 'Connection test' });
  await expect(results.getByRole('row', { name: /^List communities\b/ })).toContainText('Answers');

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await expectRowsLoaded(table(page, 'Communities'));
  await expect(table(page, 'Communities').getByRole('link', { name: SEED.largest })).toBeVisible();
  const indicator = page.getByRole('banner').getByRole('link', { name: /^Live\b/ });
  await expect(indicator).toContainText('Live');
  await expect(indicator).toContainText(new URL(LIVE_ORIGIN).host);

  const live = liveApiRequests(await apiRequests.all());
  expect(live.length, 'the communities came from the live API').toBeGreaterThan(0);
  expect(
    live.filter((r) => r.headers['x-api-key'] !== LIVE_KEY),
    listRequests(live),
  ).toEqual([]);

  // Not remembered: the key lives in this tab's session only.
  const stored = await page.evaluate(
    (key) => [sessionStorage.getItem(key), localStorage.getItem(key)],
    CONNECTION_KEY,
  );
  expect(JSON.parse(stored[0] ?? '{}')).toMatchObject({
    mode: 'live',
    baseUrl: LIVE_BASE_URL,
    apiKey: LIVE_KEY,
  });
  expect(stored[1]).toBeNull();
});

test('the landing list is requested once, from the page itself, before the app code has run', async ({
  page,
  apiRequests,
}) => {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    CONNECTION_KEY,
    JSON.stringify({ mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: LIVE_KEY }),
  ] as const);
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link', { name: SEED.largest })).toBeVisible();
  const reads = liveApiRequests(await apiRequests.all()).filter(
    (r) => r.method === 'GET' && new URL(r.url).pathname.endsWith('/v1/community'),
  );
  expect(reads.map((r) => new URL(r.url).search)).toEqual(['?page=1&perPage=25']);
  // Sent by index.html's script: it started before the app's module scripts ran (they run just
  // before DOMContentLoaded).
  const [listStart, appStart] = await page.evaluate(() => {
    const list = performance.getEntriesByType('resource').find((e) => e.name.includes('/v1/community?'));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return [list?.startTime ?? Infinity, navigation?.domContentLoadedEventStart ?? -Infinity];
  });
  expect(listStart).toBeLessThan(appStart);
});

test('a refused key leads to the connection screen, and back after fixing it', async ({
  page,
  request,
  apiRequests,
}) => {
  const communities = (await (
    await request.get(`${LIVE_BASE_URL}/community?perPage=100`, { headers: { 'x-api-key': LIVE_KEY } })
  ).json()) as { results: { id: string; name: string }[] };
  const community = communities.results.find((c) => c.name === SEED.largest);
  expect(community, `${SEED.largest} on the live server`).toBeDefined();
  const membersPath = `/communities/${community?.id}/members`;

  // A live connection with a wrong key, as left in the session (set once, before the app starts).
  await startLive(page, { apiKey: WRONG_KEY });
  await page.goto(membersPath);

  await expect(page).toHaveURL(/\/connect\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('returnTo')).toBe(membersPath);
  expect(url.searchParams.get('reason')).toBe('unauthorized');
  await expect(page.getByRole('alert')).toContainText('The API refused the credentials (401 Unauthorized)');
  const refused = liveApiRequests(await apiRequests.all());
  expect(refused.length).toBeGreaterThan(0);
  expect(
    refused.filter((r) => r.headers['x-api-key'] !== WRONG_KEY),
    listRequests(refused),
  ).toEqual([]);

  const fixedFrom = (await apiRequests.all()).length; // kept for the afterEach check: no clear()
  await expect(page.getByRole('radio', { name: /Live API/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill(LIVE_KEY);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();

  await expect(page).toHaveURL(membersPath);
  await expectRowsLoaded(table(page, 'Members'));
  const live = liveApiRequests((await apiRequests.all()).slice(fixedFrom));
  expect(live.length).toBeGreaterThan(0);
  expect(
    live.filter((r) => r.headers['x-api-key'] !== LIVE_KEY),
    listRequests(live),
  ).toEqual([]);
});

/**
 * The sandbox server that playwright.config.ts starts serves its own CDN and upload host, at its own
 * origin, also when the specs reach its API through a proxy.
 */
const SERVER_ORIGIN = API_SERVER_ORIGIN;
const SERVER_CDN = `${SERVER_ORIGIN}/_cdn/`;
const SERVER_UPLOADS = `${SERVER_ORIGIN}/_uploads/`;

/** The image comes from the server's own CDN and has been decoded (a broken one has no width). */
async function expectServerImage(image: Locator): Promise<void> {
  await expect.poll(async () => (await image.getAttribute('src'))?.startsWith(SERVER_CDN)).toBe(true);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('seeded images load from the server, and a dropped image becomes a published badge', async ({
  page,
  apiRequests,
}) => {
  test.slow(); // three lists, an upload, a create, the go-live checks and a publish
  await startLive(page);

  // Community logos, member avatars (token art) and badge art of the seed, from the server's CDN.
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  await expectServerImage(table(page, 'Communities').locator('img').first());
  await expectServerImage((await openMembers(page, SEED.largest)).locator('img').first());
  await openBadges(page);
  await expectServerImage(table(page, 'Badges').locator('img').first());

  await openNewBadge(page);
  await dropImage(page, 'live-badge.png');
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded', { exact: true })).toBeVisible();
  await expectServerImage(uploads.getByRole('img', { name: 'live-badge.png' }));
  await expect
    .poll(async () => (await page.getByLabel('Image URL').inputValue()).startsWith(SERVER_CDN))
    .toBe(true);

  const title = `Live art ${Date.now()}`;
  await fillValidBadge(page, title);
  await page.getByRole('group', { name: 'Gating tags' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create badge' }).click();
  await expect(page).toHaveURL(/\/badges\/[^/]+$/);
  const main = page.getByRole('main');
  const header = main.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
  await expectServerImage(header.locator('img'));

  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish “${title}”?` });
  const checks = dialog.getByRole('list', { name: 'Go-live checks' });
  await expect(checks).toHaveAttribute('aria-busy', 'false');
  await expect(
    checks.getByRole('listitem').filter({ hasText: 'The image loads through the CDN' }),
  ).toContainText('Passed: The image loads through the CDN');
  await dialog.getByRole('button', { name: 'Publish badge' }).click();
  await expect(page.getByText(`Badge '${title}' published`)).toBeVisible();
  await expect(main.getByText('Live', { exact: true })).toBeVisible();

  // The upload host and the CDN are on the API server's origin: still, neither got the key.
  const all = await apiRequests.all();
  const hosts = all.filter((r) => r.url.startsWith(SERVER_UPLOADS) || r.url.startsWith(SERVER_CDN));
  expect(hosts.filter((r) => r.url.startsWith(SERVER_UPLOADS) && r.method === 'POST')).toHaveLength(1);
  expect(withCredentials(hosts), listRequests(withCredentials(hosts))).toEqual([]);
});

/** The sandbox server's switches (its key, never the page's business): the upload host's pace. */
async function setServerUploadPace(bytesPerSecond: number): Promise<void> {
  const response = await fetch(`${SERVER_ORIGIN}/_control/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': LIVE_KEY },
    body: JSON.stringify({ uploadBytesPerSecond: bytesPerSecond }),
  });
  expect(response.status, 'the server takes the upload pace').toBe(200);
}

test('with a slowed upload host the bar follows the bytes sent, and Cancel stops the upload', async ({
  page,
  apiRequests,
}) => {
  test.slow(); // several megabytes at a slowed pace
  await startLive(page);
  await openFiles(page);

  // 9 MB at 2 MB a second: the sockets' buffers take the first megabytes at once, the rest goes out
  // as the host reads it, which the browser reports as upload progress.
  const image = Buffer.alloc(9 * 1024 * 1024);
  (await artPng(page, 64, 64)).copy(image);
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector(
        '[role="progressbar"][aria-label="Upload progress of big-slow.png"]',
      );
      const value = Number(bar?.getAttribute('aria-valuenow') ?? Number.NaN);
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const progressSeen = () =>
    page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

  await setServerUploadPace(2 * 1024 * 1024);
  try {
    await page
      .getByLabel('Image file to upload')
      .setInputFiles({ name: 'big-slow.png', mimeType: 'image/png', buffer: image });
    await expect
      .poll(async () => new Set((await progressSeen()).filter((v) => v > 0 && v < 100)).size, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(3);
    const seen = await progressSeen();
    expect(seen, 'the bar never goes back').toEqual([...seen].sort((a, b) => a - b));

    const row = page
      .getByRole('region', { name: 'Uploads' })
      .getByRole('listitem')
      .filter({ hasText: 'big-slow.png' });
    const aborted = page.waitForEvent(
      'requestfailed',
      (r) => r.url().startsWith(SERVER_UPLOADS) && r.method() === 'POST',
    );
    await row.getByRole('button', { name: 'Cancel big-slow.png' }).click();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    await expect(row.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('0 of 1 uploaded')).toBeVisible();
    const posts = (await apiRequests.all()).filter((r) => r.url.startsWith(SERVER_UPLOADS));
    expect(
      posts.map((r) => r.method),
      listRequests(posts),
    ).toEqual(['POST']);
  } finally {
    await setServerUploadPace(0);
  }
});
