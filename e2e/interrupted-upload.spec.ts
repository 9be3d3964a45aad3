/**
 * An upload cut off by a reload: the page asks before leaving while the upload runs, and after the
 * reload the Files page offers the file record that never received its image, to retry or forget.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT } from './support/app';
import { openFiles } from './support/pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

/** A 16×16 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOosXpLEmIY1TCqYfhqAABPn6MQ2bsByAAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether leaving now would ask first (a `beforeunload` listener cancels the event). */
function leavingAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    dispatchEvent(event);
    return event.defaultPrevented;
  });
}

async function chooseImage(page: Page, name: string): Promise<void> {
  await page
    .getByLabel('Image file to upload')
    .setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
}

/** Waits until step 1 has created the record and the file is on its way to the upload host. */
async function expectUploading(page: Page, name: string): Promise<void> {
  const row = page.getByRole('region', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Uploading', { exact: true })).toBeVisible();
}

test('a reload during an upload: the page asks first, and the record is offered again', async ({
  page,
  sandbox,
  axe,
}) => {
  test.slow(); // a reload restarts the in-browser sandbox
  await openFiles(page);
  await sandbox.setFaults({ latencyMs: 2_000 });

  // Asked while the upload runs; a user who stays keeps a working sandbox and the upload finishes.
  await chooseImage(page, 'stay.png');
  await expectUploading(page, 'stay.png');
  expect(await leavingAsks(page)).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Uploads' }).getByRole('img', { name: 'stay.png' }),
  ).toBeVisible(FIRST_LOAD);

  // Reloaded mid-upload: the record that never got its file is offered on the next visit.
  await chooseImage(page, 'cut-off.png');
  await expectUploading(page, 'cut-off.png');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible(FIRST_LOAD);
  await sandbox.clearFaults();
  const interrupted = page.getByRole('region', { name: 'Uploads that did not finish (1)' });
  await expect(interrupted).toBeVisible(FIRST_LOAD);
  await expect(interrupted.getByText('cut-off-png', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uploaded from this browser (1)' })).toBeVisible();
  await axe.check();

  // Retry: the browser cannot keep the file, so it is chosen again and goes to the same record.
  await interrupted.getByLabel('File to upload again for cut-off-png').setInputFiles({
    name: 'cut-off.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(
    page.getByRole('region', { name: 'Uploads' }).getByRole('img', { name: 'cut-off.png' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uploaded from this browser (2)' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Uploads that did not finish/ })).toHaveCount(0);
  expect(await leavingAsks(page)).toBe(false);
});
