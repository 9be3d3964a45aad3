/** The badge form as a user fills it: a dropped image and valid values in every other field. */
import { expect, type JSHandle, type Locator, type Page } from '@playwright/test';

/** A claim end well in the future, in the datetime-local format (read in the user's zone). */
const FUTURE = `${new Date().getFullYear() + 1}-06-15T12:00`;

/** A DataTransfer holding a real 64×64 PNG drawn on a canvas in the page. */
function pngDataTransfer(page: Page, name: string): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(async (fileName) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas context');
    context.fillStyle = '#7c3aed';
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#fde047';
    context.beginPath();
    context.arc(32, 32, 20, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob gave nothing'))), 'image/png'),
    );
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], fileName, { type: 'image/png' }));
    return transfer;
  }, name);
}

/** Fills every field but the image with valid values. */
export async function fillValidBadge(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Shipped a change end to end, tested in the browser.');
  await page.getByLabel('Claims end').fill(FUTURE);
  await page.getByLabel('Maximum claims').fill('100');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Author');
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://author.example');
}

/**
 * Drops a real PNG on the page's upload zone, as a user drags a file from the desktop; `within` picks
 * one zone where a form has several (an image and a banner).
 */
export async function dropImage(page: Page, name: string, within?: Locator): Promise<void> {
  const transfer = await pngDataTransfer(page, name);
  const zone = (within ?? page).getByTestId('dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  // The badge form shows the image's checks first and uploads it on the user's word; other
  // forms' zones upload at once.
  const review = page.getByRole('region', { name: `Before uploading ${name}` });
  const queued = page.getByRole('region', { name: 'Uploads' });
  await expect(review.or(queued).first()).toBeVisible();
  if (await review.isVisible()) {
    const upload = review.getByRole('button', { name: /^Upload( anyway)?$/ });
    await expect(upload).toBeEnabled();
    await upload.click();
  }
}
