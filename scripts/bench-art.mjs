/**
 * The art studio on a phone photo: a 12-megapixel JPEG (4000 × 3000, a few MB, drawn in the page
 * before measuring) is dropped on the new-badge form, reviewed, opened in the studio and encoded
 * as a 500 × 500 WebP. Reported: the time from "Encode" to the encoded file shown (the worker
 * decodes, crops, resizes and encodes), and the page's longest main-thread task from the drop to
 * that moment (from a Chrome trace, as bench-large.mjs does). Goal: no task over 50 ms.
 *
 * Part of `npm run bench -- --art`, or alone against a served build:
 *   node scripts/bench-art.mjs --app http://127.0.0.1:4173 [--chromium /usr/bin/chromium]
 */
import { parseArgs } from 'node:util';
import { loadChromium, measure } from './bench-large.mjs';

const WIDTH = 4000;
const HEIGHT = 3000;

/** In the page: a photo-like JPEG (gradients, shapes and fine grain), kept as `window.benchPhoto`. */
const drawPhoto = async ([width, height]) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#1e3a8a');
  sky.addColorStop(0.5, '#f59e0b');
  sky.addColorStop(1, '#065f46');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  let seed = 11;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) & 0xffff) / 0xffff;
  for (let i = 0; i < 400; i++) {
    context.fillStyle = `hsla(${Math.round(random() * 360)}, 70%, 55%, 0.5)`;
    context.beginPath();
    context.arc(random() * width, random() * height, 20 + random() * 300, 0, Math.PI * 2);
    context.fill();
  }
  const grain = context.getImageData(0, 0, width, height);
  for (let i = 0; i < grain.data.length; i += 4) {
    const n = (random() - 0.5) * 24;
    grain.data[i] += n;
    grain.data[i + 1] += n;
    grain.data[i + 2] += n;
  }
  context.putImageData(grain, 0, 0);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  window.benchPhoto = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
  return blob.size;
};

/**
 * In the page: the photo put in the form's file input as a drop or a choice does. Made in the
 * page, so no test tool's copying of megabytes into the page is counted.
 */
const choosePhoto = () => {
  const input = document.querySelector('input[type="file"][aria-label="Image file to upload"]');
  const transfer = new DataTransfer();
  transfer.items.add(window.benchPhoto);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

/** In the page, by plain DOM reads (Playwright's queries would add tasks of their own). */
const waitForText = (pattern) =>
  new Promise((resolve) => {
    const found = () =>
      [...document.querySelectorAll('p, span, button')].some((e) =>
        new RegExp(pattern).test(e.textContent ?? ''),
      );
    if (found()) return resolve(undefined);
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      resolve(undefined);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });

/** In the page: "Encode", then the time until the encoded file is described. */
const encodeInPage = () =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = () =>
      [...document.querySelectorAll('div.tabular-nums')].some((e) =>
        /^500 × 500 px, [\d.]+ (KB|bytes) WebP$/.test(e.textContent ?? ''),
      );
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Encode')?.click();
  });

const clickButton = (name) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!button) throw new Error(`no button ${name}`);
  button.click();
};

export async function runArtBench({ chromiumPath, appOrigin }) {
  const chromium = await loadChromium();
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    // The in-browser sandbox (the build's default connection): the studio sends nothing.
    await page.goto(`${appOrigin}/communities`);
    const first = page.locator('table tbody a[data-row-link]').first();
    await first.waitFor({ timeout: 60_000 });
    await page.goto(`${appOrigin}${await first.getAttribute('href')}/badges/new`);
    const input = page.getByLabel('Image file to upload');
    await input.waitFor({ state: 'attached', timeout: 30_000 });
    const photoBytes = await page.evaluate(drawPhoto, [WIDTH, HEIGHT]);

    // Three steps, each with its own longest task: the review (checks and previews), the studio
    // opening on the photo, and the encoding in the worker.
    const review = await measure(cdp, async () => {
      await page.evaluate(choosePhoto);
      await page.evaluate(waitForText, '^Open the studio$');
    });
    const studio = await measure(cdp, async () => {
      await page.evaluate(clickButton, 'Open the studio');
      await page.evaluate(waitForText, '^Encode$');
    });
    await page.getByRole('dialog').getByLabel('Size').selectOption('500');
    const encode = await measure(cdp, () => page.evaluate(encodeInPage));
    return { megapixels: (WIDTH * HEIGHT) / 1e6, photoBytes, review, studio, encode };
  } finally {
    await browser.close();
  }
}

const task = (step) =>
  `longest task ${step.longestTask.toFixed(0)} ms${step.longestTask > 50 ? '!' : ''} (CPU ${step.longestTaskCpu.toFixed(0)} ms)`;

export function artBenchLine(r) {
  return [
    `Art studio, a ${r.megapixels}-megapixel JPEG (${(r.photoBytes / 1024 / 1024).toFixed(1)} MB) to a 500 × 500 WebP:`,
    `  encoded file           ${r.encode.ms.toFixed(0).padStart(6)} ms after Encode   ${task(r.encode)}`,
    `  review (checks, preview) ${r.review.ms.toFixed(0).padStart(4)} ms                ${task(r.review)}`,
    `  studio open            ${r.studio.ms.toFixed(0).padStart(6)} ms                ${task(r.studio)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { app: { type: 'string' }, chromium: { type: 'string' } } });
  if (!values.app) throw new Error('--app <origin of a served build> is required');
  console.log(artBenchLine(await runArtBench({ chromiumPath: values.chromium, appOrigin: values.app })));
}
