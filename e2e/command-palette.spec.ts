/**
 * The command palette from the keyboard only: Ctrl/Cmd+K opens it anywhere, typing part of a name
 * finds a community or a badge (the badge from the service: the page was loaded fresh), and the
 * arrow keys and Enter run "Award <badge>", which lands on the award page of that badge.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  communityIdFromUrl,
  expectRowsLoaded,
  rowLabels,
  table,
} from './support/app';
import { openPalette } from './support/palette-pages';
import { LIVE_ORIGIN, startLive, toOrigin } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Presses ArrowDown until the option named `name` is the selected one (cmdk marks it aria-selected). */
async function selectOption(page: Page, name: string): Promise<void> {
  const option = palette(page).getByRole('option', { name });
  await expect(option).toBeVisible();
  for (let presses = 0; (await option.getAttribute('aria-selected')) !== 'true'; presses += 1) {
    if (presses > 30) throw new Error(`${name}: not selected after 30 presses of ArrowDown`);
    await page.keyboard.press('ArrowDown');
  }
}

/** The walk, from the communities list to the award page of a live badge of the largest community. */
async function awardFromPalette(page: Page): Promise<void> {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);

  // The community, by part of its name.
  await openPalette(page);
  await page.keyboard.type(SEED.largest.slice(0, 8));
  await selectOption(page, SEED.largest);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeVisible();
  await expect(palette(page)).toBeHidden();
  const communityId = communityIdFromUrl(page);

  // A live badge's name, read from its list; then a fresh page, so the palette asks the service.
  await page.goto(`/communities/${communityId}/badges?status=live`);
  const [badge] = await rowLabels(table(page, 'Badges'));
  if (!badge) throw new Error('the largest community has no live badge');
  await page.goto(`/communities/${communityId}`);
  await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeVisible();

  await openPalette(page);
  const part = badge.split(' ').at(-1)!.slice(0, 5);
  await page.keyboard.type(part);
  await expect(palette(page).getByRole('option', { name: new RegExp(`^${escaped(badge)}`) })).toBeVisible();
  await expect(palette(page).getByRole('status')).toHaveText(/^\d+ results?$/);
  await selectOption(page, `Award ${badge}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/communities/${communityId}/badges/[^/]+/attributions/new$`));
  await expect(page.getByRole('heading', { level: 1, name: badge })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Award this badge' })).toBeVisible();
}

test('opens a badge by part of its name and runs "Award <badge>", keyboard only', async ({ page }) => {
  await awardFromPalette(page);
});

test('works the same against a live API (the sandbox server)', async ({ page, apiRequests }) => {
  await startLive(page);
  await awardFromPalette(page);
  // The palette read the community's tags from the live API (no page on the way reads 100 tags).
  const reads = toOrigin(await apiRequests.all(), LIVE_ORIGIN).map((r) => r.url);
  expect(reads.filter((url) => /\/community\/[^/]+\/tag\?.*perPage=100/.test(url))).not.toEqual([]);
});
