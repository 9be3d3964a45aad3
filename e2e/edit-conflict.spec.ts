/**
 * Never overwrite a colleague's edit: a badge renamed through the API while its edit form is open.
 * Saving a new description reads the badge again and sends nothing until the admin has chosen;
 * keeping their title saves both changes.
 */
import { SANDBOX_API_KEY } from '../src/config/sandbox';
import { expect, test } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, table } from './support/app';
import {
  COLLEAGUE_TITLE,
  TYPED_DESCRIPTION,
  openBadgeEdit,
  saveOverColleague,
} from './support/edit-conflict-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

const writes = (requests: { method: string; url: string }[]) =>
  requests.filter((r) => r.method !== 'GET' && r.url.includes('/sandbox-api/v1/'));

test('a title changed elsewhere is shown before saving, and keeping it saves both changes', async ({
  page,
  sandbox,
  apiRequests,
}) => {
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link').first()).toBeVisible(FIRST_LOAD);
  await sandbox.reset();
  const badgePath = await openBadgeEdit(page);
  const typedTitle = await page.getByLabel('Title').inputValue();
  apiRequests.clear();

  await saveOverColleague(page, badgePath);
  const dialog = page.getByRole('dialog', { name: 'Changed since you opened it' });
  const title = dialog.getByRole('group', { name: 'Title' });
  await expect(title).toContainText(`Changed elsewhere to:${COLLEAGUE_TITLE}`);
  await expect(title).toContainText(`Yours:${typedTitle}`);
  await expect(title.getByRole('radio', { name: 'Keep theirs' })).toBeChecked();
  // Only the colleague's rename, sent by the test itself: the form has sent nothing.
  const beforeChoice = writes(await apiRequests.all());
  expect(beforeChoice.map((r) => r.method)).toEqual(['PATCH']);

  await dialog.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: COLLEAGUE_TITLE })).toBeVisible();
  await expect(page.getByText(TYPED_DESCRIPTION)).toBeVisible();
  expect(writes(await apiRequests.all()).map((r) => r.method)).toEqual(['PATCH', 'PATCH']);

  const stored = await page.evaluate(
    async ([path, key]) =>
      (await fetch(`/sandbox-api/v1${path}`, { headers: { 'X-Api-Key': key } })).json() as Promise<{
        title: string;
        description: string;
      }>,
    [badgePath, SANDBOX_API_KEY] as const,
  );
  expect(stored).toMatchObject({ title: COLLEAGUE_TITLE, description: TYPED_DESCRIPTION });
});
