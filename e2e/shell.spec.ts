/**
 * The app shell: theme, 404, connection indicator, the phone-sized drawer, resetting the sandbox,
 * and no credentials on image requests.
 */
import { test, expect } from './fixtures';
import { SEED, THEME_KEY, expectRowsLoaded, openMembers, rowLinks, sandboxCounts, table } from './support/app';
import { CDN_ORIGIN, listRequests, toOrigin, withCredentials } from './support/requests';

test('the dark theme is remembered across a reload', async ({ page }) => {
  await page.goto('/communities');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

  await page.reload();
  await expectRowsLoaded(table(page, 'Communities'));
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
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
  await page.goto('/sandbox');
  await sandbox.reset();
  await page.reload();
  await expect.poll(() => sandboxCounts(page)).toHaveProperty('members');
  const seed = await sandboxCounts(page);

  await openMembers(page, SEED.largest);
  await page.getByRole('link', { name: 'Add member' }).click();
  await page.getByLabel('Wallet address').fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(rowLinks(table(page, 'Members')).first()).toHaveAccessibleName('0x8ba1…BA72');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox' }).click();
  await expect.poll(() => sandboxCounts(page)).toEqual({ ...seed, members: (seed.members ?? 0) + 1 });
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the sandbox?' });
  await confirm.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Sandbox reset to the demo data')).toBeVisible();
  await expect.poll(() => sandboxCounts(page)).toEqual(seed);
});

test('images from the CDN are requested without credentials', async ({ page, apiRequests }) => {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'));
  const members = await openMembers(page, SEED.largest);
  await expectRowsLoaded(members);
  await rowLinks(members).first().click();
  await expectRowsLoaded(table(page, 'Tokens'));

  await expect.poll(async () => toOrigin(await apiRequests.all(), CDN_ORIGIN).length).toBeGreaterThan(0);
  const cdn = toOrigin(await apiRequests.all(), CDN_ORIGIN);
  expect(withCredentials(cdn), `CDN requests with credentials:\n${listRequests(withCredentials(cdn))}`).toEqual([]);
});
