/**
 * The eligibility doctor: the seeded wallet and badge of each reason it gives (read from the same
 * deterministic seed the sandbox starts from), the steps to ask it from the keyboard, and its page
 * state for the a11y scans and the screenshots (ELIGIBILITY_PAGES).
 */
import { expect, type Page } from '@playwright/test';
import { createSeed } from '../../src/sandbox/seed/create-seed';
import { eligibilityCases, eligibilityGatingTag } from '../../src/sandbox/seed/eligibility';
import { FIRST_LOAD } from './app';
import type { PageState } from './page-states';

const seed = createSeed({ preset: 'demo' }).data;

/** Each reason's seeded badge and wallet. */
export const ELIGIBILITY_CASES = eligibilityCases(seed);
/** The tag that gates the gated badge, and the member id of each seeded wallet. */
export const GATING_TAG = eligibilityGatingTag(seed);
export function seededMemberId(wallet: string): string {
  const member = seed.members.find((m) => m.wallet === wallet.toLowerCase());
  if (!member) throw new Error(`${wallet} is no member of the seed`);
  return member.id;
}

export const checklist = (page: Page) => page.getByRole('list', { name: /^Eligibility checks/ });

/** The failing checks as a screen reader hears them ("Failed: Not a member"), without the prefix. */
export async function failingChecks(page: Page): Promise<string[]> {
  const labels = await checklist(page).getByRole('listitem').locator('.font-medium').allTextContents();
  return labels.filter((l) => l.startsWith('Failed: ')).map((l) => l.slice('Failed: '.length));
}

/** Types the wallet, chooses the badge and presses Enter in the wallet field, as a keyboard user does. */
export async function askDoctor(page: Page, wallet: string, badgeId: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Wallet, ENS name or member id' });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(wallet);
  await page.getByRole('combobox', { name: 'Badge' }).selectOption(badgeId);
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]badge=${badgeId}`));
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible(FIRST_LOAD);
  await expect(checklist(page)).toBeVisible();
}

export const ELIGIBILITY_PAGES: PageState[] = [
  {
    // A member missing the gating tag: a failing check with its fix, the verdicts and the award.
    name: 'eligibility-doctor',
    async open(page: Page) {
      const c = ELIGIBILITY_CASES['missing-tag'];
      await page.goto(`/communities/${c.communityId}/eligibility?wallet=${c.wallet}&badge=${c.badgeId}`);
      await expect(checklist(page)).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('button', { name: `Add the tag ${GATING_TAG.name}` })).toBeVisible();
    },
  },
];
