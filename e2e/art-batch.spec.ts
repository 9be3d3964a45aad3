/**
 * Batch art, as an admin does it: twelve images dropped for ten badges (two named after no badge),
 * the match table with one file given its badge by hand, every image cropped, resized and encoded
 * as the studio does, a confirmation naming the live badges that change, and one job that uploads
 * them; the page is reloaded while the job runs (the upload host slowed down) and the job resumes.
 * Over the API, each of the ten badges then has a new image that decodes to 500 × 500. In live mode
 * (the sandbox HTTP server), a smaller batch goes through the server's upload host and CDN.
 */
import { test, expect, type SandboxFaults } from './fixtures';
import { TEST_TIMEOUT } from './support/app';
import {
  arrangeBatchBadges,
  matchTable,
  openBatchArt,
  pngFile,
  type BatchApi,
} from './support/art-batch-pages';
import { sandboxApi } from './support/leaderboard-pages';
import { LIVE_BASE_URL, LIVE_KEY, startLive } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT * 3 });

test('twelve images for ten badges: matched, corrected by hand, sent as one job that survives a reload', async ({
  page,
  sandbox,
}) => {
  const { communityId, badges } = await arrangeBatchBadges(page, 10);
  const before = await Promise.all(
    badges.map(
      async (b) =>
        ((await sandboxApi(page, 'GET', `/community/${communityId}/badge/${b.id}`)) as { image: string })
          .image,
    ),
  );
  await openBatchArt(page, communityId);

  // Nine named after their badge (case and separators changed), one named after nothing that the
  // admin gives the tenth badge, and two that go nowhere.
  const image = await pngFile(page, 'x.png');
  const named = badges.slice(0, 9).map((b, i) => ({
    ...image,
    name:
      i % 2 === 0
        ? `${b.title.toUpperCase().replace(/ /g, '_')}.png`
        : `${b.title.toLowerCase().replace(/ /g, '-')}.PNG`,
  }));
  const strays = ['mystery shot.png', 'holiday.png', 'team photo.png'].map((name) => ({ ...image, name }));
  await page.getByLabel('Image files for badges').setInputFiles([...named, ...strays]);

  const rows = matchTable(page);
  const select = (file: string) => rows.getByRole('combobox', { name: `Badge for ${file}` });
  for (const [i, file] of named.entries()) await expect(select(file.name)).toHaveValue(badges[i]?.id ?? '');
  for (const stray of strays) await expect(select(stray.name)).toHaveValue('');
  await expect(page.getByText(/^9 files go to a badge; 3 files are not sent/)).toBeVisible();

  await select('mystery shot.png').selectOption(badges[9]?.id ?? '');
  await expect(page.getByText(/^10 files go to a badge; 2 files are not sent/)).toBeVisible();

  await page.getByRole('button', { name: 'Prepare 10 images' }).click();
  const review = page.getByRole('list', { name: 'Art before and after' });
  await expect(review.getByRole('listitem')).toHaveCount(10, { timeout: 30_000 });
  await expect(review.getByText(/^900 × 600, [\d.]+ KB → 500 × 500, [\d.]+ (KB|bytes) WebP$/)).toHaveCount(
    10,
  );

  // Slow enough that the job is under way, not finished, when the page reloads.
  const slowHost: SandboxFaults & { uploadBytesPerSecond: number } = { uploadBytesPerSecond: 1500 };
  await sandbox.setFaults(slowHost);
  await page.getByRole('button', { name: 'Replace the art of 10 badges' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the art of 10 badges?' });
  await expect(
    confirm.getByText(
      /^5 live badges change: members see the new art at once\. 5 other badges also change\.$/,
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Replace art' }).click();
  await expect(page).toHaveURL(/[?&]job=/);

  const lines = page
    .getByRole('region', { name: 'Each badge’s art, before and after' })
    .getByRole('listitem');
  const replaced = lines.filter({ hasText: /replaced$/ });
  await expect.poll(() => replaced.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const beforeReload = await replaced.count();
  expect(beforeReload).toBeLessThan(10);

  await page.reload();
  await expect(lines).toHaveCount(10, { timeout: 30_000 });
  const fastHost: SandboxFaults & { uploadBytesPerSecond: number } = { uploadBytesPerSecond: 0 };
  await sandbox.setFaults(fastHost);
  await expect(replaced).toHaveCount(10, { timeout: 60_000 });
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();

  // Over the API: every badge has a new image, and it decodes to the guideline's 500 × 500.
  for (const [i, badge] of badges.entries()) {
    const now = (await sandboxApi(page, 'GET', `/community/${communityId}/badge/${badge.id}`)) as {
      image: string;
    };
    expect(now.image, badge.title).not.toBe(before[i]);
    const decoded = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return { width: bitmap.width, height: bitmap.height };
    }, now.image);
    expect(decoded, badge.title).toEqual({ width: 500, height: 500 });
  }
});

test('live mode: the batch goes through the server’s upload host, and the badges’ images change there', async ({
  page,
  request,
}) => {
  const live: BatchApi = async (method, path, body) => {
    const response = await request.fetch(`${LIVE_BASE_URL}${path}`, {
      method,
      headers: { 'X-Api-Key': LIVE_KEY },
      ...(body === undefined ? {} : { data: body }),
    });
    expect(response.ok(), `${method} ${path}`).toBe(true);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  await startLive(page);
  const { communityId, badges } = await arrangeBatchBadges(page, 2, live);
  const imageOf = async (badgeId: string) =>
    ((await live('GET', `/community/${communityId}/badge/${badgeId}`)) as { image: string }).image;
  const before = await Promise.all(badges.map((b) => imageOf(b.id)));
  await openBatchArt(page, communityId);
  const image = await pngFile(page, 'x.png');
  await page
    .getByLabel('Image files for badges')
    .setInputFiles([
      ...badges.map((b) => ({ ...image, name: `${b.title}.png` })),
      { ...image, name: 'stray.png' },
    ]);
  await expect(page.getByText(/^2 files go to a badge; 1 file is not sent/)).toBeVisible();
  await page.getByRole('button', { name: 'Prepare 2 images' }).click();
  await page.getByRole('button', { name: 'Replace the art of 2 badges' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the art of 2 badges?' });
  await expect(confirm.getByText(/^1 live badge changes: members see the new art at once\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Replace art' }).click();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 30_000 });

  for (const [i, badge] of badges.entries()) {
    const now = await imageOf(badge.id);
    expect(now, badge.title).not.toBe(before[i]);
    // Drawn by an <img>, as members' apps show it (no CORS needed): the guideline's 500 × 500.
    const drawn = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, now);
    expect(drawn, badge.title).toEqual([500, 500]);
  }
});
