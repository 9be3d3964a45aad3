/**
 * Live mode against the sandbox HTTP server (http://127.0.0.1:4010/v1, key e2e-live-key): connecting
 * through the UI, recovering from a refused key, and where the key goes (only to the API, and only
 * for the session unless the user opts in).
 */
import { test, expect, type RecordedRequest } from './fixtures';
import { CONNECTION_KEY, SEED, TEST_TIMEOUT, expectRowsLoaded, table } from './support/app';
import {
  LIVE_BASE_URL,
  LIVE_KEY,
  LIVE_ORIGIN,
  listRequests,
  notToOrigin,
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
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      sessionStorage.setItem(key, value);
    },
    [CONNECTION_KEY, JSON.stringify({ mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: WRONG_KEY })] as const,
  );
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
