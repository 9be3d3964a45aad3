/**
 * The art review of a community: every badge's art as members load it, with its checks, opened
 * from the badges list's header as a user gets there, then ordered with problems first.
 */
import { expect, type Page } from '@playwright/test';
import type { PageState } from './page-states';
import { openBadges } from './pages';

/** The grid, every image checked (loaded or failed, its size read or known to be unreadable). */
export async function openCommunityArtReview(page: Page): Promise<void> {
  await openBadges(page);
  await page.getByRole('link', { name: 'Review art' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Art review' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badge art' })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* badges, \d[\d,]* with problems$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Order' }).selectOption('problems');
  await expect(page).toHaveURL(/[?&]sort=problems(&|$)/);
}

/**
 * Fixing the first card's art: its current art read from the CDN, opened in the studio, which is
 * closed again so the fix dialog's own review shows (the studio has its own state).
 */
export async function openArtFix(page: Page): Promise<void> {
  await openCommunityArtReview(page);
  const card = page.getByRole('list', { name: 'Badge art' }).getByRole('listitem').first();
  await card.getByRole('button', { name: /^Fix in studio: art of .+$/ }).click();
  const studio = page.getByRole('dialog', { name: /^Art studio: / });
  await expect(studio.getByRole('group', { name: 'Crop square: arrow keys move it' })).toBeVisible();
  await studio.getByRole('button', { name: 'Cancel' }).click();
  const fix = page.getByRole('dialog', { name: /^Fix the art of / });
  await expect(fix.getByRole('list', { name: /^Checks of / })).toBeVisible();
}

export const ART_REVIEW_PAGES: PageState[] = [
  { name: 'community-art-review', open: openCommunityArtReview },
  { name: 'community-art-fix', open: openArtFix },
];
