/**
 * The Files page: uploads through the signed upload host, their failures (expired credentials, files
 * the rules refuse before anything is sent), and the uploaded files with their CDN previews, kept
 * across a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, type RecordedRequest, type SandboxFaults } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT } from './support/app';
import { artPng } from './support/art-pages';
import { openFiles } from './support/pages';
import { CDN_ORIGIN, listRequests, toOrigin, withCredentials } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

const UPLOAD_ORIGIN = 'https://uploads.sandbox.badge-console.test';

/** The fault the sandbox accepts beside latency and errors (not in the fixture's type yet). */
const EXPIRED_UPLOADS: SandboxFaults & { expireUploadCredentials: boolean } = {
  expireUploadCredentials: true,
};

/** "POST /community/{id}/file": step 1 of an upload, the file record with signed instructions. */
function fileCreates(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (r) => r.method === 'POST' && /\/community\/[^/]+\/file$/.test(new URL(r.url).pathname),
  );
}

function fileInput(page: Page) {
  return page.getByLabel('Image file to upload');
}

/** Waits until the image has loaded, and gives its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

test('an upload with expired credentials fails clearly and Retry succeeds', async ({
  page,
  sandbox,
  apiRequests,
}) => {
  await openFiles(page);
  await sandbox.setFaults(EXPIRED_UPLOADS);
  await fileInput(page).setInputFiles({
    name: 'expiring.png',
    mimeType: 'image/png',
    buffer: await artPng(page, 64, 64),
  });

  const uploads = page.getByRole('region', { name: 'Uploads' });
  const row = uploads.getByRole('listitem').filter({ hasText: 'expiring.png' });
  await expect(row.getByText(/upload credentials expired/i)).toBeVisible();
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await expect(row).toHaveAccessibleDescription(/expired.*Retry to get new ones/);
  expect(fileCreates(await apiRequests.all())).toHaveLength(1);

  await sandbox.clearFaults();
  await row.getByRole('button', { name: 'Retry expiring.png' }).click();
  const preview = uploads.getByRole('img', { name: 'expiring.png' });
  await expect(preview).toBeVisible();
  await expect(row.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(row.getByText(/expired/i)).toHaveCount(0);
  expect(await loadedWidth(preview)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Uploaded from this browser (1)' })).toBeVisible();

  // The retry asked for a new file record (the expired one cannot be reused), and uploaded again.
  const all = await apiRequests.all();
  expect(fileCreates(all), listRequests(fileCreates(all))).toHaveLength(2);
  const uploadPosts = toOrigin(all, UPLOAD_ORIGIN).filter((r) => r.method === 'POST');
  expect(uploadPosts, listRequests(uploadPosts)).toHaveLength(2);
  const elsewhere = withCredentials([...toOrigin(all, UPLOAD_ORIGIN), ...toOrigin(all, CDN_ORIGIN)]);
  expect(elsewhere, `credentials sent to the upload host or the CDN:\n${listRequests(elsewhere)}`).toEqual(
    [],
  );
});

test('with a slowed upload host the progress bar climbs through several values', async ({
  page,
  sandbox,
}) => {
  await openFiles(page);
  // About 1 MB at 400 KB a second: two and a half seconds of reports, a tenth of a second apart.
  const slowHost: SandboxFaults & { uploadBytesPerSecond: number } = { uploadBytesPerSecond: 400_000 };
  await sandbox.setFaults(slowHost);
  const image = Buffer.alloc(1_000_000);
  (await artPng(page, 64, 64)).copy(image);

  // Every value the bar takes, seen in the page as it changes (polling from the test could miss some).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress of slow.png"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await fileInput(page).setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: image });

  const bar = page.getByRole('progressbar', { name: 'Upload progress of slow.png' });
  await expect(bar).toBeVisible();
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 15_000 });

  const seen = (
    await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)
  ).map(Number);
  const between = new Set(seen.filter((v) => v > 0 && v < 100));
  expect(between.size, `aria-valuenow seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(seen, 'the bar never goes back').toEqual([...seen].sort((a, b) => a - b));
});

test('a file over the size limit and a non-image are refused before any request', async ({
  page,
  apiRequests,
}) => {
  await openFiles(page);
  await expect(page.getByText('PNG, JPEG, GIF, WebP or SVG, up to 10 MB')).toBeVisible();
  const big = Buffer.alloc(11 * 1024 * 1024);
  (await artPng(page, 8, 8)).copy(big); // a PNG header, padded to 11 MB
  await fileInput(page).setInputFiles([
    { name: 'big.png', mimeType: 'image/png', buffer: big },
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
  ]);

  // Refused files are listed apart with their reason; they are not uploads, so none is counted.
  const refused = page.getByRole('region', { name: /^Not uploaded \(2\)/ });
  await expect(refused.getByText('big.png is 11 MB; the limit is 10 MB')).toBeVisible();
  await expect(refused.getByText('report.pdf is not an image (PNG, JPEG, GIF, WebP or SVG)')).toBeVisible();
  await expect(refused.getByText('Not accepted', { exact: true })).toHaveCount(2);
  await expect(refused.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();

  const all = await apiRequests.all();
  const sent = [...fileCreates(all), ...toOrigin(all, UPLOAD_ORIGIN)];
  expect(sent, `nothing sent for refused files:\n${listRequests(sent)}`).toEqual([]);
});

test('uploaded files are listed with CDN previews at several sizes and survive a reload', async ({
  page,
}) => {
  test.slow(); // a reload restarts the in-browser sandbox
  await openFiles(page);
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
  await fileInput(page).setInputFiles({
    name: 'wide-art.png',
    mimeType: 'image/png',
    buffer: await artPng(page, 800, 400),
  });
  await expect(
    page.getByRole('region', { name: 'Uploads' }).getByRole('img', { name: 'wide-art.png' }),
  ).toBeVisible();

  // The service normalises the record's name (wide-art.png → wide-art-png, its key); the list shows
  // the file's own name, its size and its pixel size.
  const listed = 'wide-art.png';
  const expectListed = async () => {
    await expect(page.getByRole('heading', { name: 'No files yet' })).toHaveCount(0);
    const files = page.getByRole('region', { name: 'Uploaded from this browser (1)' });
    await expect(files).toBeVisible();
    const card = files.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3, name: listed })).toBeVisible();
    await expect(card.getByText('image/png', { exact: true })).toBeVisible();
    await expect(card.getByText('800 × 400 px', { exact: true })).toBeVisible();
    await expect(card.getByText(/\/wide-art-png$/)).toBeVisible();
    await expect(card.getByRole('button', { name: `Copy URL of ${listed}` })).toBeVisible();
    expect(await loadedWidth(card.getByRole('img', { name: listed, exact: true }))).toBeGreaterThan(0);

    await card.getByText('Sizes and formats').click();
    // Each variant comes from the CDN at its size (longest side, never upscaled) and format.
    for (const format of ['auto', 'png']) {
      for (const size of [96, 256, 600]) {
        const label = `${size} px, ${format}`;
        const variant = card.getByRole('img', { name: `${listed} at ${label}` });
        const src = new URL((await variant.getAttribute('src')) ?? '');
        expect(src.origin, label).toBe(CDN_ORIGIN);
        expect(Object.fromEntries(src.searchParams), label).toEqual({ format, size: String(size) });
        expect(await loadedWidth(variant), label).toBe(size);
        await expect(card.getByRole('button', { name: `Copy URL ${label}` })).toBeVisible();
      }
    }
  };
  await expectListed();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0); // the queue is gone, the list stays
  await expectListed();
});
