/**
 * The badge art views: a chosen image under review in the badge form (its checks against the
 * guidelines and its preview as members see it, light and dark) and the studio, opened as a user
 * gets there. The a11y scans and the screenshots walk this list (page-states.ts).
 */
import { expect, type Page } from '@playwright/test';
import type { PageState } from './page-states';
import { openNewBadge } from './pages';

/** A real PNG of this size, drawn on a canvas in the page (art with a transparent corner). */
export async function artPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas context');
      context.fillStyle = '#0f766e';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fbbf24';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      context.fill();
      context.clearRect(0, 0, w / 8, h / 8);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The new-badge form with a title and a wide image chosen: the review before the upload. */
export async function openArtReview(page: Page, name = 'wide-art.png'): Promise<void> {
  await openNewBadge(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Spring Hackathon');
  await page
    .getByLabel('Image file to upload')
    .setInputFiles({ name, mimeType: 'image/png', buffer: await artPng(page, 900, 600) });
  const review = page.getByRole('region', { name: `Before uploading ${name}` });
  await expect(review.getByRole('list', { name: `Checks of ${name}` })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Spring Hackathon, round at 256 px on dark' })).toBeVisible();
}

/** The studio opened on the review's image, with one encoding done (before and after shown). */
export async function openArtStudio(page: Page): Promise<void> {
  await openArtReview(page);
  await page.getByRole('button', { name: 'Open the studio' }).click();
  const studio = page.getByRole('dialog', { name: 'Art studio: wide-art.png' });
  await expect(studio.getByRole('group', { name: 'Crop square: arrow keys move it' })).toBeVisible();
  await studio.getByRole('button', { name: 'Encode' }).click();
  await expect(studio.getByText(/^500 × 500 px, [\d.]+ (KB|bytes) WebP$/)).toBeVisible();
}

export const ART_PAGES: PageState[] = [
  { name: 'badge-art-review', open: (page) => openArtReview(page) },
  { name: 'badge-art-studio', open: openArtStudio },
];
