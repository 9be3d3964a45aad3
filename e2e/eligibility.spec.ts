/**
 * The eligibility doctor from the keyboard: reached from the command palette with the badge filled,
 * it explains a seeded wallet for each of the seven reasons (one page, the inputs switched), and its
 * fixes for "missing tag" and "not a member" turn the checklist green. The same against a live API.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT } from './support/app';
import {
  ELIGIBILITY_CASES,
  GATING_TAG,
  askDoctor,
  checklist,
  failingChecks,
  seededMemberId,
} from './support/eligibility-pages';
import { openPalette } from './support/palette-pages';
import { LIVE_BASE_URL, LIVE_KEY, startLive } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

const EXPECTED = {
  'not-member': ['Not a member'],
  'missing-tag': ['Missing a gating tag'],
  'not-live': ['Badge not live'],
  'window-closed': ['Claim window closed'],
  'cap-reached': ['Maximum of claims reached'],
  'already-earned': ['Already earned'],
  'already-claimed': ['Already earned', 'Already claimed'],
} as const;

/** Presses ArrowDown until the palette's option named `name` is the selected one. */
async function selectOption(page: Page, name: string): Promise<void> {
  const option = page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name });
  await expect(option).toBeVisible();
  for (let presses = 0; (await option.getAttribute('aria-selected')) !== 'true'; presses += 1) {
    if (presses > 30) throw new Error(`${name}: not selected after 30 presses of ArrowDown`);
    await page.keyboard.press('ArrowDown');
  }
}

/** Runs a fix from the keyboard and waits for the checklist to be read again, all passing. */
async function fix(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  await expect(checklist(page)).toHaveAccessibleName('Eligibility checks, all pass');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeFocused();
}

/** The walk: palette → doctor → the seven reasons → the two fixes. `outsider` is the non-member asked about. */
async function explainAndFix(page: Page, outsider: string): Promise<void> {
  const open = ELIGIBILITY_CASES['not-member'];
  await page.goto(`/communities/${open.communityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await openPalette(page);
  await page.keyboard.type(`Check eligibility for ${open.badgeTitle}`);
  await selectOption(page, `Check eligibility for ${open.badgeTitle}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Badge' })).toHaveValue(open.badgeId);

  for (const [reason, expected] of Object.entries(EXPECTED)) {
    const c = ELIGIBILITY_CASES[reason as keyof typeof EXPECTED];
    await askDoctor(page, reason === 'not-member' ? outsider : c.wallet, c.badgeId);
    await expect.poll(() => failingChecks(page), { message: reason }).toEqual(expected);
  }

  const tagged = ELIGIBILITY_CASES['missing-tag'];
  await askDoctor(page, tagged.wallet, tagged.badgeId);
  await fix(page, `Add the tag ${GATING_TAG.name}`);
  await expect(page.getByText(`Holds ${GATING_TAG.name}.`)).toBeVisible();

  await askDoctor(page, outsider, open.badgeId);
  await fix(page, 'Add as member');
  await expect(page.getByText('Can claim it once awarded')).toBeVisible();
}

test('explains a seeded wallet for each reason and fixes a missing tag and a missing membership, keyboard only', async ({
  page,
}) => {
  await explainAndFix(page, ELIGIBILITY_CASES['not-member'].wallet);
});

test('works the same against a live API (the sandbox server)', async ({ page, request }) => {
  await startLive(page);
  // The server lives for the whole run: a wallet of this run's own is the outsider, and the tag
  // given by the fix is taken back, so the test can run again on the same server.
  const outsider = `0x${Date.now().toString(16).padStart(40, '0')}`;
  const tagged = ELIGIBILITY_CASES['missing-tag'];
  try {
    await explainAndFix(page, outsider);
  } finally {
    await request.delete(
      `${LIVE_BASE_URL}/community/${tagged.communityId}/tag/${GATING_TAG.id}/member/${seededMemberId(tagged.wallet)}`,
      { headers: { 'X-Api-Key': LIVE_KEY } },
    );
  }
});
