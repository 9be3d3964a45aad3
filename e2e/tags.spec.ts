/**
 * Tags and finding members as a user walks them: a tag created, every member matching selected
 * across pages and tagged, the tag's page listing them all, one removed, the tag deleted after its
 * confirmation; a member found by wallet in upper and lower case, and an unknown wallet added from
 * the "not a member" answer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  bodyRows,
  expectRowsLoaded,
  listTotal,
  openMembers,
  pager,
  rowLinks,
  table,
} from './support/app';
import { STRANGER, findMember, openTags, selectionBar } from './support/tag-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

const TAG = 'E2E cohort';

/** Fresh sandbox data for this context (the in-browser sandbox keeps its state in IndexedDB). */
async function startFresh(page: Page, sandbox: { reset(): Promise<void> }) {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  await sandbox.reset();
}

test('creates a tag, tags every member across pages, removes one, deletes the tag', async ({
  page,
  sandbox,
  apiRequests,
}) => {
  test.slow(); // a whole community read, 640 members tagged, then a delete
  await startFresh(page, sandbox);

  await openTags(page);
  await page.getByRole('link', { name: 'New tag' }).click();
  await page.getByLabel('Name').fill(TAG);
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TAG })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No member carries this tag' })).toBeVisible();

  const members = await openMembers(page, SEED.largest);
  await expectRowsLoaded(members);
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(25); // more than one page
  apiRequests.clear();
  await selectionBar(page)
    .getByRole('button', { name: `Select all ${total} members` })
    .click();
  await expect(selectionBar(page).getByText(`${total} members selected`)).toBeVisible();
  const reads = (await apiRequests.all()).filter(
    (r) => r.method === 'GET' && /\/community\/[^/]+\/member\?/.test(r.url) && r.url.includes('perPage=1000'),
  );
  expect(reads.length, 'every page read, 1000 at a time').toBe(Math.ceil(total / 1000));

  await selectionBar(page).getByRole('button', { name: 'Tag selected…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tag').selectOption({ label: TAG });
  await dialog.getByRole('button', { name: `Tag ${total} members` }).click();
  await expect(dialog.getByRole('heading', { name: `Tagged ${total} members` })).toBeVisible();
  const posts = (await apiRequests.all()).filter(
    (r) => r.method === 'POST' && /\/tag\/[^/]+\/member$/.test(r.url),
  );
  expect(posts, 'sent in chunks of 500').toHaveLength(Math.ceil(total / 500));

  await dialog.getByRole('link', { name: `Open “${TAG}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TAG })).toBeVisible();
  await expect(page.getByText(`${total} members carry this tag`)).toBeVisible();
  const tagged = table(page, `Members tagged ${TAG}`);
  await expectRowsLoaded(tagged);
  expect(await listTotal(page)).toBe(total);
  // The last page holds the rest: every member is listed.
  const lastPage = Math.ceil(total / 25);
  await page.goto(`${new URL(page.url()).pathname}?page=${lastPage}`);
  await expectRowsLoaded(tagged);
  await expect(bodyRows(tagged)).toHaveCount(total - (lastPage - 1) * 25);
  await expect(pager(page).getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();

  // The member's label as the row's remove button names it (the row link's name also shows their wallet).
  const remove = bodyRows(tagged)
    .first()
    .getByRole('button', { name: /^Remove the tag from / });
  const removed = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Remove the tag from /, '');
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove tag' }).click();
  await expect(page.getByText(`Removed “${TAG}” from ${removed}`)).toBeVisible();
  await expect(page.getByText(`${total - 1} members carry this tag`)).toBeVisible();

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete tag…' }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText(`${total - 1} members carry it and will lose it.`, { exact: false }),
  ).toBeVisible();
  await expect(
    confirm.getByText(/^No badge uses this tag \(all \d+ badges of the community checked\)\.$/),
  ).toBeVisible();
  const deleteButton = confirm.getByRole('button', { name: 'Delete tag' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox').fill(TAG);
  await deleteButton.click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.getByText(`Tag “${TAG}” deleted`)).toBeVisible();
  await expectRowsLoaded(table(page, 'Tags'));
  await expect(rowLinks(table(page, 'Tags')).filter({ hasText: TAG })).toHaveCount(0);
});

test('finds a member by wallet in upper and lower case, and adds an unknown wallet from the answer', async ({
  page,
  sandbox,
}) => {
  test.slow(); // three searches and an add
  await startFresh(page, sandbox);
  const members = await openMembers(page, SEED.largest);
  await expectRowsLoaded(members);
  await rowLinks(members).nth(3).click();
  await expect(page).toHaveURL(/\/members\/[^/]+$/);
  const memberUrl = page.url();
  const wallet = (await page.getByRole('main').locator('[title^="0x"]').first().getAttribute('title')) ?? '';
  expect(wallet).toMatch(/^0x[0-9a-fA-F]{40}$/);

  for (const typed of [`0x${wallet.slice(2).toUpperCase()}`, wallet.toLowerCase()]) {
    await page.goBack();
    await expectRowsLoaded(members);
    await findMember(page, typed);
    await expect(page).toHaveURL(memberUrl);
    await expect(page.getByText('Member ID')).toBeVisible();
  }

  await page.goBack();
  await findMember(page, STRANGER.toLowerCase());
  await expect(page.getByText(`${STRANGER} is not a member of this community.`)).toBeVisible();
  await page.getByRole('link', { name: 'Add as member' }).click();
  await expect(page.getByLabel('Wallet address')).toHaveValue(STRANGER);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByText(/^Member 0xBe98…a37d added$/)).toBeVisible();

  await findMember(page, STRANGER);
  await expect(page).toHaveURL(/\/members\/[^/]+$/);
  await expect(page.getByRole('main').locator(`[title="${STRANGER}"]`).first()).toBeVisible();
});
