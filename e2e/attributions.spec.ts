/**
 * Attributions as an admin works them, on a live badge each test makes for itself: award a wallet
 * with metadata, a second award to the same wallet refused, claimed against earned, a conditional
 * metadata update that does not apply and one that does, a look-up by metadata; claim codes
 * generated, printed as QR codes that decode to the codes, one redeemed through an award and
 * refused the second time; one award found among 300 by part of its wallet.
 */
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { test, expect } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, bodyRows, expectRowsLoaded, table } from './support/app';
import {
  OTHER_WALLET,
  WALLET,
  arrangeLiveBadge,
  awardNumbered,
  openAttributionsTab,
  openCodesWithBatch,
  searchAwards,
} from './support/attribution-pages';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

async function award(page: Page, wallet: string, metadata: string, options: { autoClaim?: boolean } = {}) {
  await page.getByLabel('Wallet address').fill(wallet);
  if (options.autoClaim) await page.getByLabel("Claim it now, on the member's behalf").check();
  await page.getByLabel('Metadata (JSON)').fill(metadata);
  await page.getByRole('button', { name: 'Award badge' }).click();
}

/** The row links of the attribution table, by the wallet they name. */
function rowFor(list: Locator, wallet: string): Locator {
  return list.getByRole('link', { name: new RegExp(`^Attribution of ${wallet.slice(0, 6)}`) });
}

test('awards with metadata, refuses the same wallet, filters, updates on a condition, looks up', async ({
  page,
}) => {
  const badge = await arrangeLiveBadge(page);
  await openAttributionsTab(page, badge);
  await expect(page.getByRole('heading', { name: 'Nobody holds this badge yet' })).toBeVisible(FIRST_LOAD);

  // Award a wallet with {"score": 42}: the attribution's page shows the metadata.
  await page.getByRole('link', { name: 'Award badge' }).first().click();
  await award(page, WALLET, '{"score": 42}');
  await expect(page.getByRole('heading', { level: 2, name: 'Attribution' })).toBeVisible();
  const stored = page.getByRole('table', { name: 'Stored metadata' });
  await expect(stored.getByRole('row', { name: 'score 42' })).toBeVisible();

  // The same wallet again: refused, with the service's message, the input kept.
  await page.getByRole('link', { name: 'All attributions' }).click();
  await page.getByRole('link', { name: 'Award badge' }).first().click();
  await award(page, WALLET, '{"score": 99}');
  await expect(page.getByRole('alert')).toContainText(`${WALLET} has already been awarded this badge`);
  await expect(page.getByLabel('Wallet address')).toHaveValue(WALLET);

  // A second wallet, claimed at once.
  await award(page, OTHER_WALLET, '{"score": 7}', { autoClaim: true });
  await expect(page.getByRole('heading', { level: 2, name: 'Attribution' })).toBeVisible();

  // Claimed against earned, in the URL.
  await page.getByRole('link', { name: 'All attributions' }).click();
  const list = table(page, 'Attributions');
  await expectRowsLoaded(list);
  await expect(bodyRows(list)).toHaveCount(2);
  await page.getByLabel('Status').selectOption('claimed');
  await expect(page).toHaveURL(/\?status=claimed$/);
  await expectRowsLoaded(list);
  await expect(bodyRows(list)).toHaveCount(1);
  await expect(rowFor(list, OTHER_WALLET)).toBeVisible();
  await page.getByLabel('Status').selectOption('earned');
  await expect(page).toHaveURL(/\?status=earned$/);
  await expectRowsLoaded(list);
  await expect(bodyRows(list)).toHaveCount(1);
  await expect(rowFor(list, WALLET)).toBeVisible();

  // Update the score only if greater: 40 is not applied, 50 is.
  await rowFor(list, WALLET).click();
  await expect(stored).toBeVisible();
  await page.getByLabel('New metadata (JSON)').fill('{"score": 40}');
  await page.getByLabel('Apply').selectOption('gt');
  await expect(page.getByLabel('Key to compare')).toHaveValue('score');
  await page.getByRole('button', { name: 'Update metadata' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not applied.' })).toContainText(
    'The service kept score = 42',
  );
  await expect(stored.getByRole('row', { name: 'score 42' })).toBeVisible();
  await page.getByLabel('New metadata (JSON)').fill('{"score": 50}');
  await page.getByRole('button', { name: 'Update metadata' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied.' })).toContainText('score is now 50');
  await expect(stored.getByRole('row', { name: 'score 50' })).toBeVisible();

  // Look it up by metadata.
  await page.getByRole('link', { name: 'All attributions' }).click();
  await page.getByLabel('Key', { exact: true }).fill('score');
  await page.getByLabel('Value', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: 'Open the attribution' }).click();
  await expect(stored.getByRole('row', { name: 'score 50' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Member page' })).toHaveAttribute(
    'href',
    new RegExp(`${WALLET}$`),
  );
});

/** Draws each QR image of the sheet on a white canvas and returns its pixels (RGBA, base64). */
async function qrPixels(
  page: Page,
): Promise<{ code: string; width: number; height: number; rgba: string }[]> {
  return page.getByRole('list', { name: 'Claim codes' }).evaluate((sheet) =>
    [...sheet.querySelectorAll('li')].map((card) => {
      const img = card.querySelector('img');
      const code = card.querySelector('.font-mono')?.textContent.trim() ?? '';
      if (!img) throw new Error(`No QR image for ${code}`);
      const size = 320;
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.imageSmoothingEnabled = false;
      context.drawImage(img, 16, 16, size - 32, size - 32);
      const { data } = context.getImageData(0, 0, size, size);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return { code, width: size, height: size, rgba: btoa(binary) };
    }),
  );
}

test('prints 10 claim codes as QR codes that decode to the codes; one redeemed once, refused twice', async ({
  page,
}) => {
  const badge = await arrangeLiveBadge(page);
  await openCodesWithBatch(page, badge, 10);
  const batch = page.getByRole('list', { name: /^Codes generated/ });
  const codes = (await batch.locator('.font-mono').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);

  await page.getByRole('link', { name: 'Print sheet of 10 codes' }).click();
  const sheet = page.getByRole('list', { name: 'Claim codes' });
  await expect(sheet.getByRole('img')).toHaveCount(10);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  const printed = await qrPixels(page);
  const decoded = printed.map(({ code, width, height, rgba }) => {
    const pixels = new Uint8ClampedArray(Buffer.from(rgba, 'base64'));
    return { written: code, scanned: jsQR(pixels, width, height)?.data };
  });
  expect(decoded.map((d) => d.scanned)).toEqual(decoded.map((d) => d.written));
  expect(decoded.map((d) => d.written).sort()).toEqual([...codes].sort());

  // Redeem the first code through an award by code: it waits for a wallet, and the code is used.
  const [first = ''] = codes;
  await page.getByRole('link', { name: 'Claim codes' }).click();
  await page.getByRole('link', { name: `Redeem ${first}` }).click();
  await expect(page.getByRole('textbox', { name: /^Claim code/ })).toHaveValue(first);
  await page.getByRole('button', { name: 'Award badge' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Attribution' })).toBeVisible();

  // A second redemption of the same code is refused, on the code field.
  await page.getByRole('link', { name: 'All attributions' }).click();
  await page.getByRole('link', { name: 'Award badge' }).first().click();
  await page.getByRole('radio', { name: /^A claim code/ }).check();
  await page.getByRole('textbox', { name: /^Claim code/ }).fill(first.toLowerCase());
  await page.getByRole('button', { name: 'Award badge' }).click();
  await expect(page.getByText(`code ${first} has already been used`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Claim code/ })).toHaveAttribute('aria-invalid', 'true');

  // The claim codes page says which code was redeemed here (leaving the refused form asks first).
  await page
    .getByRole('navigation', { name: 'Badge sections' })
    .getByRole('link', { name: 'Attributions' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('link', { name: 'Claim codes' }).click();
  const line = page.getByRole('listitem').filter({ hasText: first });
  await expect(line.getByText('Redeemed from this browser')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Redeem / })).toHaveCount(9);
});

test('finds one award among 300 by part of its wallet, in the whole list', async ({ page }) => {
  const badge = await arrangeLiveBadge(page, { maxClaims: 300 });
  await awardNumbered(page, badge, 300);
  await openAttributionsTab(page, badge);
  const list = table(page, 'Attributions');
  await expectRowsLoaded(list, FIRST_LOAD);

  // 0x…107b is the 124th wallet; its last digits, with zeros before them, are in no other wallet
  // (0x…1000 to 0x…112b) nor in a member id (which a shorter part, such as "07b", can be in).
  await searchAwards(page, '0000107B');
  await expect(page).toHaveURL(/\?q=0000107B$/);
  await expect(page.getByText(/^Matched 1 of 300 awards in the whole list read at/)).toBeVisible();
  await expectRowsLoaded(list);
  await expect(bodyRows(list)).toHaveCount(1);
  await expect(list.getByRole('link', { name: /^Attribution of 0x0000…107[bB]/ })).toBeVisible();
});
