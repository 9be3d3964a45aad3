/**
 * The app shell: theme, 404, connection indicator, the phone-sized drawer, resetting the sandbox,
 * and no credentials on image requests.
 */
import { test, expect } from './fixtures';
import {
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  THEME_KEY,
  expectRowsLoaded,
  expectTheme,
  openMembers,
  rowLinks,
  sandboxCounts,
  table,
} from './support/app';
import { CDN_ORIGIN, listRequests, toOrigin, withCredentials } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

test('the dark theme is remembered across a reload', async ({ page }) => {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  await expectTheme(page, 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectTheme(page, 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

  await page.reload();
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  await expectTheme(page, 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expectTheme(page, 'light');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expectTheme(page, 'light');
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Error 404')).toBeVisible();
  await page.getByRole('link', { name: 'Back to communities' }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await expectRowsLoaded(table(page, 'Communities'));
});

test('the top bar says which API is in use', async ({ page }) => {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  const indicator = page.getByRole('banner').getByRole('link', { name: 'Sandbox', exact: true });
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(page).toHaveURL(/\/connect$/);
  await expect(page.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('navigation lives in a drawer, and nothing scrolls sideways', async ({ page }) => {
    await openMembers(page, SEED.largest);
    await expectRowsLoaded(table(page, 'Members'));
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Overview' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'All communities' }).click();
    await expect(drawer).toBeHidden();
    await expectRowsLoaded(table(page, 'Communities'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
});

test('"Reset sandbox" restores the demo data after a change', async ({ page, sandbox }) => {
  test.slow(); // a write, a reload and a reseed of the in-browser sandbox
  await page.goto('/sandbox');
  await expect.poll(() => sandboxCounts(page), FIRST_LOAD).toHaveProperty('members'); // the sandbox answers
  await sandbox.reset();
  await page.reload();
  await expect.poll(() => sandboxCounts(page), FIRST_LOAD).toHaveProperty('members');
  const seed = await sandboxCounts(page);

  await openMembers(page, SEED.largest);
  await page.getByRole('link', { name: 'Add member' }).click();
  await page.getByLabel('Wallet address').fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(rowLinks(table(page, 'Members')).first()).toHaveAccessibleName('0x8ba1…BA72');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox' }).click();
  await expect.poll(() => sandboxCounts(page)).toEqual({ ...seed, members: (seed.members ?? 0) + 1 });
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the sandbox to the demo data?' });
  await confirm.getByRole('button', { name: 'Reset sandbox' }).click();
  // Rebuilding the seed in the browser can take a while on a busy machine.
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Sandbox reset to the demo data')).toBeVisible();
  await expect.poll(() => sandboxCounts(page)).toEqual(seed);
});

test('images from the CDN are requested without credentials', async ({ page, apiRequests }) => {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  const members = await openMembers(page, SEED.largest);
  await expectRowsLoaded(members);
  await rowLinks(members).first().click();
  await expectRowsLoaded(table(page, 'Tokens'));

  await expect.poll(async () => toOrigin(await apiRequests.all(), CDN_ORIGIN).length).toBeGreaterThan(0);
  const cdn = toOrigin(await apiRequests.all(), CDN_ORIGIN);
  expect(
    withCredentials(cdn),
    `CDN requests with credentials:\n${listRequests(withCredentials(cdn))}`,
  ).toEqual([]);
});
