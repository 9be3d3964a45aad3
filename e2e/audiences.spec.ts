/**
 * Audiences from the keyboard: `A AND NOT B` built on seeded tags counts the members the test
 * computes from the seed, is saved as a tag carried by that many members, and receives a badge
 * through the bulk award's dry run and job; the same award against a live API (the sandbox
 * server); and the leaderboard filtered to a tag, ranked within it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT } from './support/app';
import {
  A_NOT_B,
  AWARD_BADGE,
  BOARD_IN_TAG,
  BOARD_SIZE,
  BOARD_TAG,
  COMMUNITY_ID,
  TAG_A,
  TAG_B,
  TO_AWARD,
  audienceUrl,
  leaderboardUrl,
  matchHeading,
} from './support/audience-pages';
import { startLive } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

/** Focuses a control by its role and name and presses Enter, as a keyboard user does. */
async function press(page: Page, role: 'button' | 'link', name: string | RegExp): Promise<void> {
  const control = page.getByRole(role, { name, exact: typeof name === 'string' });
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

/** A job's card once its status says Finished. */
async function finished(page: Page, title: string | RegExp): Promise<void> {
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('status').first()).toContainText('Finished', { timeout: 30_000 });
}

/** From the audience on the page: the badge chosen, the award reviewed and run; returns what was sent. */
async function awardAudience(page: Page): Promise<number> {
  await page.getByRole('combobox', { name: /^Award a badge to these/ }).selectOption(AWARD_BADGE.id);
  await press(page, 'link', 'Review the award');
  await expect(page.getByText(/^The list is the audience of members who have /)).toBeVisible(FIRST_LOAD);
  const start = page.getByRole('button', { name: /^Award \d+ wallets?$/ });
  await expect(start).toBeVisible(FIRST_LOAD);
  const toAward = Number((await start.innerText()).replace(/\D/g, ''));
  await start.focus();
  await page.keyboard.press('Enter');
  await finished(page, new RegExp(`to ${toAward} wallets?$`));
  return toAward;
}

test('A AND NOT B counts as the seed does, is saved as a tag with that many members and is awarded a badge, keyboard only', async ({
  page,
}) => {
  const count = A_NOT_B.length;
  await page.goto(`/communities/${COMMUNITY_ID}/audiences`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audiences' })).toBeVisible(FIRST_LOAD);

  await press(page, 'button', 'Add a rule');
  await page.getByRole('combobox', { name: 'Rule 1: tag' }).selectOption(TAG_A.id);
  await press(page, 'button', 'Add a rule');
  await page.getByRole('combobox', { name: 'Rule 2: has or does not have' }).selectOption('not');
  await page.getByRole('combobox', { name: 'Rule 2: tag' }).selectOption(TAG_B.id);
  await expect(matchHeading(page, count)).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByText(`Members who have ${TAG_A.name} and do not have ${TAG_B.name}.`),
  ).toBeVisible();
  const url = page.url();
  expect(new URL(url).searchParams.get('audience')).toBe(`all:${TAG_A.id},!${TAG_B.id}`);

  const name = `Core not early ${Date.now()}`;
  await press(page, 'button', 'Save as tag');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await finished(page, `Tag ${count} members with “${name}”`);
  await press(page, 'link', 'Open the tag');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${count} members carry this tag`)).toBeVisible();

  await page.goto(url);
  await expect(matchHeading(page, count)).toBeVisible(FIRST_LOAD);
  expect(await awardAudience(page)).toBe(TO_AWARD);
  await expect(page.getByRole('table', { name: 'Results by line' })).toBeVisible();
});

test('an audience is awarded a badge the same way against a live API (the sandbox server)', async ({
  page,
}) => {
  await startLive(page);
  await page.goto(audienceUrl());
  await expect(matchHeading(page, A_NOT_B.length)).toBeVisible(FIRST_LOAD);
  // The server lives for the whole run: an earlier test may have awarded part of the audience.
  expect(await awardAudience(page)).toBeLessThanOrEqual(A_NOT_B.length);
});

test('the leaderboard filtered to a tag ranks within the tag, the filter in the URL', async ({ page }) => {
  await page.goto(leaderboardUrl());
  await expect(page.getByText(/entries?, read/)).toBeVisible(FIRST_LOAD);
  await page
    .getByRole('combobox', { name: 'Audience' })
    .selectOption({ label: `Holding “${BOARD_TAG.name}”` });
  await expect(
    page.getByText(`${BOARD_IN_TAG} of ${BOARD_SIZE} entries are members who have ${BOARD_TAG.name}`),
  ).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).searchParams.get('audience')).toBe(`all:${BOARD_TAG.id}`);
  const board = page.getByRole('table', { name: 'Leaderboard' });
  // The rows are drawn a moment after the count: wait for the first rank before reading them all.
  await expect(board.locator('tbody tr td:first-child').first()).toHaveText(/^1(?!\d)/);
  const ranks = (await board.locator('tbody tr td:first-child').allInnerTexts()).map((r) => parseInt(r, 10));
  expect(ranks[0]).toBe(1);
  expect(ranks.length).toBe(Math.min(BOARD_IN_TAG, 25));
  expect(Math.max(...ranks)).toBeLessThanOrEqual(BOARD_IN_TAG);
});
