/**
 * Details of the shell a person notices at once: the pager's select, focus after navigation and
 * publishing, focus rings, broken art, a long title on a phone, and knowing that the sandbox (and
 * its faults) is what answers.
 */
import { expect, test } from './fixtures';
import {
  CONNECTION_KEY,
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  communityIdFromUrl,
  expectRowsLoaded,
  openCommunity,
  table,
} from './support/app';
import { openApprovedBadge, openBadges } from './support/pages';
import { API_SERVER_ORIGIN } from './support/ports';
import { LIVE_BASE_URL, LIVE_KEY } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

/** WCAG relative luminance contrast of two CSS colours, computed in the page. */
async function outlineContrast(page: import('@playwright/test').Page): Promise<{
  style: string;
  width: number;
  contrast: number;
  ring: string;
}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const cs = getComputedStyle(el);
    const rgb = (css: string) => {
      const probe = document.createElement('span');
      probe.style.color = css;
      document.body.append(probe);
      const parts = getComputedStyle(probe)
        .color.match(/[\d.]+/g)
        ?.map(Number) ?? [0, 0, 0];
      probe.remove();
      return parts.slice(0, 3);
    };
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    // The ring sits just outside the element: measure it against the first painted background behind it.
    let behind = el.parentElement;
    while (behind && /rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(behind).backgroundColor)) {
      behind = behind.parentElement;
    }
    const ring = lum(rgb(cs.outlineColor));
    const page = lum(rgb(behind ? getComputedStyle(behind).backgroundColor : 'white'));
    const contrast = (Math.max(ring, page) + 0.05) / (Math.min(ring, page) + 0.05);
    return { style: cs.outlineStyle, width: parseFloat(cs.outlineWidth), contrast, ring: cs.outlineColor };
  });
}

test('the rows-per-page select holds its chevron, and its label stays on one line', async ({ page }) => {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  const label = page.getByText('Rows per page');
  const select = page.getByLabel('Rows per page');
  const chevron = select.locator('xpath=following-sibling::*[name()="svg"]');
  const [selectBox, chevronBox, labelBox] = await Promise.all([
    select.boundingBox(),
    chevron.boundingBox(),
    label.boundingBox(),
  ]);
  expect(selectBox && chevronBox && labelBox).toBeTruthy();
  if (!selectBox || !chevronBox || !labelBox) return;
  expect(chevronBox.x).toBeGreaterThanOrEqual(selectBox.x);
  expect(chevronBox.x + chevronBox.width).toBeLessThanOrEqual(selectBox.x + selectBox.width);
  // One line: the label is no taller than the select beside it.
  expect(labelBox.height).toBeLessThanOrEqual(selectBox.height + 1);
});

test('a primary action shows a focus ring of at least 3:1 when reached by keyboard', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await openBadges(page);
    const action = page.getByRole('link', { name: 'New badge' });
    await action.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab'); // focus that came from the keyboard
    await expect(action).toBeFocused();
    // Buttons fade their colours (outline included) in over 150 ms: read the ring once it has settled.
    await expect
      .poll(async () => (await outlineContrast(page)).contrast, { message: `${theme}: focus ring contrast` })
      .toBeGreaterThanOrEqual(3);
    const ring = await outlineContrast(page);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});

test('after a navigation, focus is on the new page’s heading', async ({ page }) => {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  const link = table(page, 'Communities').getByRole('link', { name: SEED.largest, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeFocused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Badges' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeFocused();
});

test('after publishing, focus is on the badge’s heading', async ({ page }) => {
  await openApprovedBadge(page);
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByRole('button', { name: /publish/i }).click();
  const dialog = page.getByRole('dialog');
  const override = dialog.getByRole('checkbox', { name: /publish anyway/i });
  const publish = dialog.getByRole('button', { name: 'Publish badge' });
  await expect(publish.or(override).first()).toBeVisible();
  if (await override.isVisible()) await override.check();
  await publish.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();
  await expect(heading).toBeFocused();
});

test('broken badge art shows a placeholder, not its alt text', async ({ page }) => {
  await openApprovedBadge(page);
  // The admin points the badge at art the CDN no longer has (a deleted file: the CDN answers 404).
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Image URL').fill('https://img.sandbox.badge-console.test/deleted/missing-art.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/badges\/[^/]+$/);
  // The sizes are lazy images: bring them into view, as a reader scrolling down would.
  await page.getByRole('heading', { name: 'Image sizes' }).scrollIntoViewIfNeeded();
  const sizes = page.getByRole('img', { name: /Badge art at \d+ px \(not available\)/ });
  await expect(sizes).toHaveCount(3);
  // No broken <img> is left to spill its alt text.
  const broken = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll(
      (imgs) =>
        imgs.filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
        ).length,
    );
  expect(broken).toBe(0);
});

test('at 390 px a long badge title wraps instead of hiding under the buttons', async ({ page }) => {
  await openApprovedBadge(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const heading = page.getByRole('heading', { level: 1 });
  const edit = page.getByRole('link', { name: 'Edit' });
  const [h, e] = [await heading.boundingBox(), await edit.boundingBox()];
  expect(h && e).toBeTruthy();
  if (!h || !e) return;
  const overlaps = h.x < e.x + e.width && e.x < h.x + h.width && h.y < e.y + e.height && e.y < h.y + h.height;
  expect(overlaps).toBe(false);
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(h.x + h.width).toBeLessThanOrEqual(390);
});

test('a “Faults on” marker shows while a sandbox fault is active, and the page says how long they last', async ({
  page,
}) => {
  await openCommunity(page, SEED.largest);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox' }).click();
  await expect(page.getByText(/Faults last until you clear them here/)).toBeVisible();
  const marker = page.getByRole('link', { name: 'Faults on' });
  await expect(marker).toBeHidden();
  await page.getByLabel('Added latency (ms)').fill('50');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(marker).toBeVisible();
  // A reload keeps them (for this tab), and the marker says so again.
  await page.reload();
  await expect(marker).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Added latency (ms)').fill('0');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(marker).toBeHidden();
});

test('at 390 px the “Faults on” chip stays on one line and the sandbox banner’s icon on its text’s line', async ({
  page,
}) => {
  await openCommunity(page, SEED.largest);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox' }).click();
  await page.getByLabel('Added latency (ms)').fill('1');
  await page.getByRole('button', { name: /save/i }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = page.getByRole('link', { name: 'Faults on' });
  await expect(marker).toBeVisible();
  // One line of 12 px text in its padding and border is 26 px; wrapped, it was two lines.
  const chip = await marker.boundingBox();
  expect(chip?.height).toBeLessThan(32);
  const banner = page.getByRole('note', { name: 'Sandbox mode' });
  const icon = await banner.locator('svg').first().boundingBox();
  const text = await banner.getByText(/demo data kept in this browser/).boundingBox();
  expect(icon && text).toBeTruthy();
  if (!icon || !text) return;
  // The icon sits beside the first line of its text, not alone on a line above it.
  expect(Math.abs(icon.y - text.y)).toBeLessThan(8);
  expect(icon.x).toBeLessThan(text.x);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Added latency (ms)').fill('0');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(marker).toBeHidden();
});

test('sandbox mode is unmistakable, and a live connection saved on this device is one click away', async ({
  page,
}) => {
  await page.addInitScript(
    ([key, live]) => {
      if (!sessionStorage.getItem(key)) {
        localStorage.setItem(key, live);
        sessionStorage.setItem(key, JSON.stringify({ mode: 'sandbox' }));
      }
    },
    [CONNECTION_KEY, JSON.stringify({ mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: LIVE_KEY })] as const,
  );
  await openCommunity(page, SEED.largest);
  const banner = page.getByRole('note', { name: 'Sandbox mode' });
  await expect(banner).toContainText('demo data kept in this browser');
  await banner.getByRole('button', { name: /use the live connection saved on this device/i }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('link', { name: /Live/ })).toContainText(new URL(API_SERVER_ORIGIN).host);
  expect(communityIdFromUrl(page)).toBeTruthy();
});

test('every sidebar link can be reached and used in a short window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await openCommunity(page, SEED.largest);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const last = nav.getByRole('link').last();
  await expect(last).toHaveAccessibleName('Sandbox');
  // Below the window's edge at first: the sidebar scrolls on its own, the page does not move.
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(480);
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
});
