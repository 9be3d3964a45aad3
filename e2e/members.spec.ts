/**
 * Members as a user reaches them: communities → a community → its members, page by page;
 * a member's tokens filtered by collection and block; adding members (validation, success, and
 * one record however fast the user clicks).
 */
import { test, expect } from './fixtures';
import {
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  bodyRows,
  expectRowsLoaded,
  listTotal,
  openMembers,
  pager,
  rowLabels,
  rowLinks,
  table,
} from './support/app';
import { addMemberPosts, listRequests } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

const VALID_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const VALID_SHORT = '0x8ba1…BA72';
const OTHER_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const OTHER_SHORT = '0xd8dA…6045';

test('pages through the largest community’s members, and back', async ({ page }) => {
  const members = await openMembers(page, SEED.largest);
  const firstPage = await rowLabels(members);
  expect(firstPage.length).toBeGreaterThan(1);
  await expect(pager(page).getByText(/^Page 1 of \d+$/)).toBeVisible();

  await pager(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/members\?page=2$/);
  await expect(pager(page).getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect.poll(() => rowLabels(members)).not.toEqual(firstPage);
  const secondPage = await rowLabels(members);
  expect(secondPage.filter((label) => firstPage.includes(label))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/members$/);
  await expect(pager(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect.poll(() => rowLabels(members)).toEqual(firstPage);
});

test('filters a member’s tokens by collection and checks the block number', async ({ page }) => {
  const members = await openMembers(page, SEED.largest);
  const tokensSection = page.getByRole('region', { name: 'Tokens' });
  const tokens = table(tokensSection, 'Tokens');

  // Open members in turn until one has tokens.
  let found = false;
  for (let i = 0; i < 5 && !found; i++) {
    await expectRowsLoaded(members);
    await rowLinks(members).nth(i).click();
    await expect(
      tokensSection
        .locator('table:not([aria-busy])')
        .or(tokensSection.getByRole('heading', { name: 'No tokens' })),
    ).toBeVisible();
    found = await tokens.isVisible();
    if (!found) await page.goBack();
  }
  expect(found, 'one of the first members has tokens').toBe(true);
  await expectRowsLoaded(tokens);
  const allCount = await bodyRows(tokens).count();

  const collectionSelect = tokensSection.getByLabel('Collection');
  const choice = collectionSelect.locator('option:not([value=""])').first();
  await expect(choice).toBeAttached();
  const name = (await choice.textContent()) ?? '';
  const address = (await choice.getAttribute('value')) ?? '';
  await collectionSelect.selectOption({ label: name });

  await expect(page).toHaveURL(new RegExp(`[?&]collection=${address}(&|$)`, 'i'));
  const collectionCells = () =>
    bodyRows(tokens).evaluateAll((rows) => [
      ...new Set(rows.map((row) => row.children[1]?.textContent.trim())),
    ]);
  await expect.poll(collectionCells).toEqual([name]);
  const chip = tokensSection.getByRole('button', { name: `Remove collection filter ${name}` });
  await expect(chip).toBeVisible();

  await chip.click();
  await expect(page).not.toHaveURL(/collection=/);
  await expect(chip).toBeHidden();
  await expect(bodyRows(tokens)).toHaveCount(allCount);

  const block = tokensSection.getByLabel('Owned at block');
  await block.fill('yesterday');
  await tokensSection.getByRole('button', { name: 'Apply' }).click();
  await expect(tokensSection.getByText('Enter a block number')).toBeVisible();
  await expect(block).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/block=/);

  await block.fill('19000000');
  await tokensSection.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]block=19000000(&|$)/);
  await expect(tokensSection.getByRole('button', { name: 'Block 19000000: remove this filter' })).toBeVisible();
  await expect(tokensSection.getByText('Enter a block number')).toBeHidden();
});

test('adds members: an invalid address is not sent, a valid one is listed first, a double click adds one', async ({
  page,
  sandbox,
  apiRequests,
}) => {
  test.slow(); // three visits to the form and two writes
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD); // the sandbox answers
  await sandbox.reset();
  const members = await openMembers(page, SEED.largest);
  const before = await listTotal(page);

  await page.getByRole('link', { name: 'Add member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add member' })).toBeVisible();
  const wallet = page.getByLabel('Wallet address');
  const submit = page.getByRole('button', { name: 'Add member' });

  await wallet.fill('0x1234');
  await submit.click();
  await expect(wallet).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await wallet.getAttribute('id')}-error`)).toBeVisible();
  expect(addMemberPosts(await apiRequests.all()), 'no POST for an invalid address').toEqual([]);

  await wallet.fill(VALID_ADDRESS);
  await submit.click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByText(`Member ${VALID_SHORT} added`)).toBeVisible();
  await expect(rowLinks(members).first()).toHaveAccessibleName(VALID_SHORT);
  await expect.poll(() => listTotal(page)).toBe(before + 1);

  apiRequests.clear();
  await page.getByRole('link', { name: 'Add member' }).click();
  await wallet.fill(OTHER_ADDRESS);
  await submit.dblclick();
  await expect(page).toHaveURL(/\/members$/);
  await expect(rowLinks(members).first()).toHaveAccessibleName(OTHER_SHORT);
  await expect.poll(() => listTotal(page)).toBe(before + 2);
  const posts = addMemberPosts(await apiRequests.all());
  expect(posts, `one POST for a double click:\n${listRequests(posts)}`).toHaveLength(1);
  await expect(rowLinks(members).filter({ hasText: OTHER_SHORT })).toHaveCount(1);
});
