/**
 * The art studio, as an admin uses it in the badge form: a phone photo (a 3000 × 2000 JPEG of a few
 * megabytes) is cropped to a square with the keyboard alone, resized to 500 × 500 and encoded as WebP
 * in a worker; the file that reaches the CDN decodes to 500 × 500 and is at most 200 KB. An animated
 * GIF is never flattened: the studio is not offered and the CDN serves its frames.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { TEST_TIMEOUT } from './support/app';
import { openCommunityArtReview } from './support/art-review-pages';
import { openNewBadge } from './support/pages';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

/** A 3000 × 2000 JPEG full of fine detail (noise compresses badly), made in the page. */
async function photoJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas context');
    const pixels = context.createImageData(3000, 2000);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      pixels.data[i] = seed & 255;
      pixels.data[i + 1] = (seed >>> 8) & 255;
      pixels.data[i + 2] = (i / 4 / 3000) & 255;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new Error('no JPEG encoder');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** A valid two-frame looping GIF of one pixel (each frame is the classic 1 × 1 GIF's image). */
function animatedGif(): Buffer {
  const frame = [0x21, 0xf9, 4, 0, 50, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...[1, 0, 1, 0, 0x80, 0, 0],
    ...[0, 0, 0, 255, 255, 255],
    ...[0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0],
    ...frame,
    ...frame,
    0x3b,
  ]);
}

test('an animated GIF is not offered to the studio, and reaches the CDN with its frames', async ({
  page,
}) => {
  await openNewBadge(page);
  const gif = animatedGif();
  await page
    .getByLabel('Image file to upload')
    .setInputFiles({ name: 'spin.gif', mimeType: 'image/gif', buffer: gif });
  const review = page.getByRole('region', { name: 'Before uploading spin.gif' });
  await expect(review.getByText(/^Animated, 2 frames/)).toBeVisible();
  await expect(review.getByText(/keeps animated images as they are/)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Open the studio' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Upload anyway' }).click();
  await expect(
    page.getByRole('region', { name: 'Uploads' }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();

  await expect.poll(() => page.getByLabel('Image URL').inputValue()).toMatch(/^https:\/\/img\./);
  const served = await page.evaluate(
    async (url) => {
      const response = await fetch(url);
      return {
        type: response.headers.get('content-type'),
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      };
    },
    await page.getByLabel('Image URL').inputValue(),
  );
  expect(served.type).toBe('image/gif');
  expect(Buffer.from(served.bytes).equals(gif)).toBe(true);
});

test('a 3000 × 2000 photo is cropped by keyboard, resized to 500 × 500 and sent as WebP of at most 200 KB', async ({
  page,
}) => {
  await openNewBadge(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Spring Hackathon');
  const photo = await photoJpeg(page);
  expect(photo.length).toBeGreaterThanOrEqual(3 * 1024 * 1024);
  expect(photo.length).toBeLessThanOrEqual(6 * 1024 * 1024);
  await page
    .getByLabel('Image file to upload')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });

  const review = page.getByRole('region', { name: 'Before uploading photo.jpg' });
  await expect(review.getByText(/^3000 × 2000 is not square/)).toBeVisible();
  await review.getByRole('button', { name: 'Open the studio' }).click();

  const studio = page.getByRole('dialog', { name: 'Art studio: photo.jpg' });
  await expect(studio).toBeVisible();
  // Keyboard only: the crop square takes the arrow keys, the zoom slider and the size select too.
  const cropArea = studio.getByRole('group', { name: 'Crop square: arrow keys move it' });
  await cropArea.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await studio.getByLabel('Zoom').focus();
  await page.keyboard.press('ArrowRight');
  await studio.getByLabel('Size').selectOption('500');
  await expect(studio.getByRole('radio', { name: 'WebP' })).toBeChecked();
  // The page's long tasks while the worker encodes, noted for the record (a shared machine's
  // figures are not asserted).
  await page.evaluate(() => {
    const tasks: number[] = [];
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  await studio.getByRole('button', { name: 'Encode' }).click();
  await expect(studio.getByText(/^500 × 500 px, [\d.]+ KB WebP$/)).toBeVisible({ timeout: 20_000 });
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const encodedIn = await studio.getByText(/^Encoded in \d+ ms$/).textContent();
  test.info().annotations.push({
    type: 'measure',
    description: `${encodedIn ?? ''}; page long tasks during it: ${longTasks.length > 0 ? `${longTasks.join(', ')} ms` : 'none'}`,
  });
  await studio.getByRole('button', { name: 'Use this image' }).click();
  await expect(studio).toHaveCount(0);

  // The studio's output is reviewed in its turn: square, 500 × 500, small.
  const encoded = page.getByRole('region', { name: 'Before uploading photo.webp' });
  await expect(encoded.getByText('It meets the guidelines.')).toBeVisible();
  await expect(encoded.getByText('500 × 500 px', { exact: true })).toBeVisible();
  await encoded.getByRole('button', { name: 'Upload', exact: true }).click();
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded', { exact: true })).toBeVisible();

  // What the CDN serves decodes to 500 × 500 (its largest size, 600, never enlarges).
  await expect.poll(() => page.getByLabel('Image URL').inputValue()).toMatch(/^https:\/\/img\./);
  const imageUrl = await page.getByLabel('Image URL').inputValue();
  const served = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, imageUrl);
  expect(served).toEqual({ width: 500, height: 500 });

  // What was sent (Playwright cannot read a form's file part behind the service worker): the file
  // the uploader kept a note of, a WebP of at most 200 KB.
  const sentFiles = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('badge-console:uploaded-files:'))
      .flatMap(
        (key) =>
          JSON.parse(localStorage.getItem(key) ?? '[]') as {
            original?: { name: string; size: number; width?: number };
          }[],
      )
      .map((file) => file.original),
  );
  expect(sentFiles).toEqual([expect.objectContaining({ name: 'photo.webp', width: 500, height: 500 })]);
  expect(sentFiles[0]?.size).toBeLessThanOrEqual(200 * 1024);
});

/** An SVG that runs script three ways (an element, an event attribute, a javascript: link). */
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" onload="window.svgRan = true">
<script>window.svgRan = true;</script>
<a href="javascript:window.svgRan = true"><rect width="600" height="600" fill="#0f766e"/></a>
<circle cx="300" cy="300" r="200" fill="#fbbf24"/>
</svg>`;

test('a scripted SVG never reaches the upload host as SVG: the studio draws it as WebP, without its script', async ({
  page,
}) => {
  await openNewBadge(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Scripted Art');
  // The file names the operation's requests send: only the drawn WebP may be among them.
  const recordNames: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/community\/[^/]+\/file$/.test(new URL(request.url()).pathname)) {
      recordNames.push((request.postDataJSON() as { name?: string }).name ?? '');
    }
  });
  await page
    .getByLabel('Image file to upload')
    .setInputFiles({ name: 'scripted.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SCRIPTED_SVG) });

  const review = page.getByRole('region', { name: 'Before uploading scripted.svg' });
  await expect(review.getByText('This SVG runs script: it cannot be uploaded as it is.')).toBeVisible();
  await expect(review.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
  await review.getByRole('button', { name: 'Open the studio' }).click();
  const studio = page.getByRole('dialog', { name: 'Art studio: scripted.svg' });
  await studio.getByLabel('Size').selectOption('500');
  await studio.getByRole('button', { name: 'Encode' }).click();
  await expect(studio.getByText(/^500 × 500 px, [\d.]+ (KB|bytes) WebP$/)).toBeVisible({ timeout: 20_000 });
  await studio.getByRole('button', { name: 'Use this image' }).click();

  const drawn = page.getByRole('region', { name: 'Before uploading scripted.webp' });
  await drawn.getByRole('button', { name: /^Upload/ }).click();
  await expect(
    page.getByRole('region', { name: 'Uploads' }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();
  expect(recordNames).toEqual(['scripted.webp']);

  // What the upload host stored, as the CDN serves it: a WebP with no trace of SVG or script.
  await expect.poll(() => page.getByLabel('Image URL').inputValue()).toMatch(/^https:\/\/img\./);
  const served = await page.evaluate(
    async (url) => {
      const blob = await (await fetch(url)).blob();
      const text = new TextDecoder().decode(await blob.arrayBuffer());
      const bitmap = await createImageBitmap(blob);
      return {
        type: blob.type,
        riff: text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP',
        markup: /<svg|<script|javascript:/i.test(text),
        size: [bitmap.width, bitmap.height],
        ran: (window as unknown as { svgRan?: boolean }).svgRan ?? false,
      };
    },
    await page.getByLabel('Image URL').inputValue(),
  );
  expect(served).toEqual({ type: 'image/webp', riff: true, markup: false, size: [500, 500], ran: false });
});

test("the art review's fix opens the studio on a badge's art, and the grid shows the art made there", async ({
  page,
}) => {
  await openCommunityArtReview(page);
  const card = page.getByRole('list', { name: 'Badge art' }).getByRole('listitem').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const art = card.getByRole('img', { name: `Art of ${title}`, exact: true });
  const before = await art.getAttribute('src');

  await card.getByRole('button', { name: `Fix in studio: art of ${title}` }).click();
  const fix = page.getByRole('dialog', { name: `Fix the art of ${title}` });
  // The badge's current art, read from the CDN, is what the studio opens.
  const studio = page.getByRole('dialog', { name: /^Art studio: / });
  await expect(studio).toBeVisible();
  await studio.getByRole('button', { name: 'Encode' }).click();
  await expect(studio.getByText(/^\d+ × \d+ px, [\d.]+ (KB|bytes) WebP$/)).toBeVisible({ timeout: 20_000 });
  await studio.getByRole('button', { name: 'Use this image' }).click();
  await expect(studio).toHaveCount(0);
  await fix
    .getByRole('region', { name: /^Before uploading .+\.webp$/ })
    .getByRole('button', { name: /^Upload/ })
    .click();

  await expect(page.getByText(`Art of '${title}' replaced`)).toBeVisible();
  await expect(fix).toHaveCount(0);
  // The grid shows the new art without reading the badges again, and it loads from the CDN.
  await expect.poll(() => art.getAttribute('src')).not.toBe(before);
  expect(await art.getAttribute('src')).toMatch(/^https:\/\/img\./);
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const stored = await page.evaluate(
    async (url) => (await fetch(url)).headers.get('content-type'),
    (await art.getAttribute('src')) ?? '',
  );
  expect(stored).toBe('image/webp');
});
