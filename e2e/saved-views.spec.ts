/**
 * A saved view as admins use one: the members list filtered by a tag and sorted, saved under a
 * name; later opened from the command palette; and its link opened in a new page (another tab, or
 * the link pasted to someone on the same connection), which shows the same list with its view named.
 */
import { expect, test } from './fixtures';
import { SEED, TEST_TIMEOUT, communityIdFromUrl, expectRowsLoaded, openMembers, table } from './support/app';
import { openPalette } from './support/palette-pages';
import { openViewsMenu } from './support/saved-view-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

test('saves a members view, opens it from the palette and from its URL in a new page', async ({
  page,
  context,
}) => {
  const members = await openMembers(page, SEED.largest);
  await expectRowsLoaded(members);
  const communityId = communityIdFromUrl(page);

  // A tag and the newest first: the list's own controls write them to the URL.
  const tagSelect = page.getByLabel('Tag');
  const tagName = (await tagSelect.locator('option:not([value=""])').first().textContent()) ?? '';
  await tagSelect.selectOption({ label: tagName });
  await expect(page).toHaveURL(/[?&]tag=/);
  await table(page, 'Members')
    .getByRole('button', { name: /^Joined/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=-joined/);
  const viewPath = new URL(page.url()).pathname + new URL(page.url()).search;

  await openViewsMenu(page);
  await page.getByRole('menuitem', { name: 'Save this view…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Save this view/ });
  await dialog.getByRole('textbox', { name: /View name/ }).fill('Tagged, newest first');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('button', { name: 'View: Tagged, newest first' })).toBeVisible();

  // From elsewhere, the palette lists the view and opens its list.
  await page.goto(`/communities/${communityId}`);
  await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeVisible();
  await openPalette(page);
  await page.keyboard.type('tagged, newest');
  await page.getByRole('option', { name: /View: Tagged, newest first/ }).click();
  await expect(page).toHaveURL(viewPath);
  await expect(page.getByLabel('Tag')).toHaveValue(/.+/);
  await expect(page.getByRole('button', { name: 'View: Tagged, newest first' })).toBeVisible();

  // Its URL in a page of its own: the same list state, the view named.
  const other = await context.newPage();
  await other.goto(viewPath);
  await expect(other.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(other.getByLabel('Tag').locator('option:checked')).toHaveText(tagName);
  await expect(other.getByRole('button', { name: 'View: Tagged, newest first' })).toBeVisible();
  await expectRowsLoaded(table(other, 'Members'));
  await expect(table(other, 'Members').getByRole('columnheader', { name: /^Joined/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
