/**
 * The account-wide pages. Avatars: a live connection with a bearer token browses the account's
 * avatars (page 2 straight from the URL), with the token and never the API key on that request, and
 * the API key and never the token everywhere else; a refused token is explained on the page.
 * Webhooks (in the sandbox): one is created, its key is masked, then revealed and copied, its events
 * are edited; a second webhook on the same URL is warned about.
 */
import type { Page } from '@playwright/test';
import { test, expect, type RecordedRequest } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, expectRowsLoaded, table } from './support/app';
import { LIVE_BASE_URL, LIVE_KEY, LIVE_TOKEN, listRequests, startLive } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

const AVATARS_PATH = '/account/avatars';

/** Requests to the live API (CORS preflights carry no credentials by design). */
function liveApiRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.method !== 'OPTIONS' && r.url.startsWith(`${LIVE_BASE_URL}/`));
}

const isAvatars = (r: RecordedRequest) => new URL(r.url).pathname.endsWith(AVATARS_PATH);

/** The avatar gallery's cards, once the page's avatars (not the previous page's) are shown. */
async function avatarCards(page: Page) {
  const gallery = page.getByRole('region', { name: 'Avatars' });
  await expect(gallery).toBeVisible(FIRST_LOAD);
  await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
  return gallery.getByRole('article');
}

test.describe('account avatars', () => {
  test('a bearer token set on the connection screen lists the avatars, page 2 from the URL', async ({
    page,
    apiRequests,
  }) => {
    await page.goto('/connect');
    await page.getByRole('radio', { name: /Live API/ }).check();
    await page.getByRole('textbox', { name: 'Base URL', exact: true }).fill(LIVE_BASE_URL);
    await page.getByRole('textbox', { name: 'API key', exact: true }).fill(LIVE_KEY);
    await page.getByLabel('Bearer token (optional)').fill(LIVE_TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Avatars' }).click();
    await expect(page).toHaveURL(AVATARS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Avatars' })).toBeVisible();
    const first = await avatarCards(page);
    await expect(first).toHaveCount(10);
    await expect(first.first().getByText('Primary')).toBeVisible();
    await expect(first.first().getByText(/^(Ethereum|Base|Polygon|OP Mainnet)$/)).toBeVisible();
    await expect(first.first().getByRole('list', { name: 'Traits' })).toContainText('%');

    await page.goto(`${AVATARS_PATH}?page=2`);
    const second = await avatarCards(page);
    await expect(second).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('11–12 of 12');

    // The avatars carry the token and no key; every other operation the key and no token.
    const live = liveApiRequests(await apiRequests.all());
    const avatars = live.filter(isAvatars);
    const others = live.filter((r) => !isAvatars(r));
    expect(avatars.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(
      expect.arrayContaining(['1', '2']),
    );
    expect(
      avatars.filter((r) => r.headers.authorization !== `Bearer ${LIVE_TOKEN}` || 'x-api-key' in r.headers),
      listRequests(avatars),
    ).toEqual([]);
    expect(others.length).toBeGreaterThan(0);
    expect(
      others.filter((r) => r.headers['x-api-key'] !== LIVE_KEY || 'authorization' in r.headers),
      listRequests(others),
    ).toEqual([]);
  });

  test('a refused token is explained on the page, with the way to the connection screen', async ({
    page,
  }) => {
    // A live connection with a token the server does not accept, as left in the session.
    await startLive(page, { bearerToken: 'expired' });
    await page.goto(AVATARS_PATH);
    await expect(page.getByRole('heading', { name: 'The bearer token was not accepted' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('main')).toContainText('avatars.read');
    await expect(page).toHaveURL(AVATARS_PATH);
    await page.getByRole('link', { name: 'Open the connection screen' }).click();
    await expect(page).toHaveURL(/\/connect\?returnTo=%2Faccount%2Favatars$/);
  });
});

test.describe('webhooks', () => {
  test('create one, see its key masked, reveal and copy it, edit its events; a second on the same URL warns', async ({
    page,
    context,
    apiRequests,
  }) => {
    test.slow(); // two creates, an edit and the list in between
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const url = `https://hooks-${Date.now()}.e2e.example/badges`;

    await page.goto('/webhooks');
    await expectRowsLoaded(table(page, 'Webhooks'), FIRST_LOAD);
    await page.getByRole('link', { name: 'New webhook' }).click();
    await page.getByLabel('Callback URL').fill(url);
    await expect(page.getByRole('checkbox', { name: 'account.created' })).toBeChecked();
    await page.getByRole('button', { name: 'Create webhook' }).click();

    // Its page: the key, masked.
    await expect(page.getByRole('heading', { level: 2, name: 'Signing key' })).toBeVisible();
    const webhookPath = new URL(page.url()).pathname;
    expect(webhookPath).toMatch(/^\/webhooks\/[^/]+$/);
    const reveal = page.getByRole('button', { name: 'Show signing key' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Copy signing key' }).click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key.length).toBeGreaterThan(8);
    await expect(page.getByRole('main')).not.toContainText(key);

    // Revealed, then copied again.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByText(key, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy signing key' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // Its events: one added by name, the known one unchecked.
    await page.getByLabel('Other event').fill('badge.claimed');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByRole('checkbox', { name: 'badge.claimed' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'account.created' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    const row = table(page, 'Webhooks').getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('badge.claimed');
    await expect(row).not.toContainText('account.created');

    // A second webhook on the same URL: warned about, not refused.
    await page.getByRole('link', { name: 'New webhook' }).click();
    await page.getByLabel('Callback URL').fill(url);
    await expect(page.getByText('Another webhook already delivers to this URL')).toBeVisible();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Signing key' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
    const sameUrl = table(page, 'Webhooks').getByRole('row').filter({ hasText: url });
    await expect(sameUrl).toHaveCount(2);
    await expect(sameUrl.filter({ hasText: 'Same URL as another webhook' })).toHaveCount(2);

    // Webhooks are read and written with the API key alone.
    const hooks = (await apiRequests.all()).filter((r) => new URL(r.url).pathname.includes('/v1/webhooks'));
    expect(hooks.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(hooks.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(
      hooks.filter((r) => r.source === 'page' && (!r.headers['x-api-key'] || 'authorization' in r.headers)),
      listRequests(hooks),
    ).toEqual([]);
  });
});
