/**
 * The members list's states besides data: error with retry, loading skeleton, and empty.
 * Faults are set on the in-browser sandbox, whose runtime lives in the page: after setting them
 * the user navigates inside the app (a reload would start a sandbox without faults).
 */
import { test, expect } from './fixtures';
import {
  SEED,
  TEST_TIMEOUT,
  countOnCard,
  expectRowsLoaded,
  openCommunity,
  rowLinks,
  table,
} from './support/app';

test.describe.configure({ timeout: TEST_TIMEOUT });

test('a server error shows the error state, and "Try again" recovers', async ({ page, sandbox }) => {
  await openCommunity(page, SEED.largest);
  await sandbox.setFaults({ forced: [{ operationId: 'listMembers', status: 500 }] });
  const failed = page.waitForResponse((r) => /\/member\?/.test(r.url()) && r.status() === 500);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  const serverMessage = ((await (await failed).json()) as { message: string }).message;

  await expect(page.getByText('Error 500', { exact: true })).toBeVisible();
  await expect(page.getByText(serverMessage, { exact: true })).toBeVisible();
  await expect(table(page, 'Members')).toBeHidden();

  await sandbox.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectRowsLoaded(table(page, 'Members'));
  await expect(page.getByText('Error 500', { exact: true })).toBeHidden();
});

test('a slow server shows the table skeleton before the rows', async ({ page, sandbox }) => {
  await openCommunity(page, SEED.largest);
  // Long enough that the skeleton is still there when checked on a busy machine.
  await sandbox.setFaults({ latencyMs: 3000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();

  const members = table(page, 'Members');
  await expect(members).toHaveAttribute('aria-busy', 'true');
  await expect(rowLinks(members)).toHaveCount(0);
  await expect(members.locator('tbody[aria-hidden="true"] tr').first()).toBeVisible();

  await expectRowsLoaded(members);
  await expect(rowLinks(members).first()).toBeVisible();
  await sandbox.clearFaults();
});

test('a community without members shows the empty state with "Add member"', async ({ page }) => {
  await openCommunity(page, SEED.empty);
  await expect(countOnCard(page, 'Members')).toHaveText('0');
  await page.getByRole('link', { name: 'View members' }).click();

  const empty = page.getByRole('heading', { name: 'No members yet' });
  await expect(empty).toBeVisible();
  await expect(table(page, 'Members')).toBeHidden();
  await empty.locator('..').getByRole('link', { name: 'Add member' }).click();
  await expect(page).toHaveURL(/\/members\/new$/);
  await expect(page.getByLabel('Wallet address')).toBeVisible();
});
