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

export const ART_REVIEW_PAGES: PageState[] = [{ name: 'community-art-review', open: openCommunityArtReview }];
