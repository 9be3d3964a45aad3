/**
 * The members list's Views menu, open, and its save dialog refusing an empty name: the states of
 * the saved views worth scanning and looking at (the a11y scans and screenshots walk this list,
 * page-states.ts). The menu is the same component on every list.
 */
import { expect, type Page } from '@playwright/test';
import { SEED, expectRowsLoaded, openMembers } from './app';

/** Opens the members list's Views menu and waits for its entries. */
export async function openViewsMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Save this view…' })).toBeVisible();
}

export const SAVED_VIEW_PAGES = [
  {
    name: 'members-views-menu',
    async open(page: Page) {
      await expectRowsLoaded(await openMembers(page, SEED.largest));
      await openViewsMenu(page);
      await expect(page.getByRole('menuitemradio', { name: 'Newest members first' })).toBeVisible();
    },
  },
  {
    name: 'members-save-view-error',
    async open(page: Page) {
      await expectRowsLoaded(await openMembers(page, SEED.largest));
      await openViewsMenu(page);
      await page.getByRole('menuitem', { name: 'Save this view…' }).click();
      const dialog = page.getByRole('dialog', { name: /^Save this view/ });
      await dialog.getByRole('button', { name: 'Save view' }).click();
      await expect(dialog.getByText('Enter a name for the view.')).toBeVisible();
    },
  },
];
