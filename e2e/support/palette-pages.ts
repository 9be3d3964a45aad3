/**
 * The command palette, open, in the states worth scanning and looking at: before anything is typed
 * (recent entries, actions, pages) and with results for a typed name. The a11y scans and the
 * screenshots walk this list (page-states.ts).
 */
import { expect, type Page } from '@playwright/test';
import { SEED, openCommunity } from './app';

/** Opens the palette from the keyboard, as its shortcut says, and waits for its input. */
export async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')).toBeFocused();
}

export const PALETTE_PAGES = [
  {
    name: 'command-palette',
    async open(page: Page) {
      await openCommunity(page, SEED.largest);
      await openPalette(page);
      await expect(page.getByRole('option', { name: /^New badge/ })).toBeVisible();
    },
  },
  {
    name: 'command-palette-results',
    async open(page: Page) {
      await openCommunity(page, SEED.largest);
      await openPalette(page);
      await page.keyboard.type('nouns');
      const dialog = page.getByRole('dialog', { name: 'Command palette' });
      await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
      await expect(dialog.getByRole('option').first()).toBeVisible();
    },
  },
];
