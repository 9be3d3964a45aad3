/**
 * Full-page screenshots of every page of the slice, light and dark, at 1350×900, plus the members
 * list, the account pages, the tag pages and the experience, collection, payment, timeline, reward
 * and leaderboard pages at 390×844, into test-results/screenshots/<name>-<theme>.png. Taken on demand:
 *   SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { ACCOUNT_PAGES } from './support/account-pages';
import { TEST_TIMEOUT, THEMES, expectTheme, startInTheme, type Theme } from './support/app';
import { ATTRIBUTION_PAGES } from './support/attribution-pages';
import { IMPORT_PAGES } from './support/import-pages';
import { LEADERBOARD_PAGES } from './support/leaderboard-pages';
import { SLICE_PAGES, type SlicePage } from './support/pages';
import { RESOURCE_PAGES } from './support/resource-pages';
import { REWARD_PAGES } from './support/reward-pages';
import { TAG_PAGES } from './support/tag-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

// Screenshots are for people to look at, not a check: playwright.config.ts leaves this file out of
// the normal run unless SCREENSHOTS=1 is set, so no run reports skipped tests.

const DESKTOP = { width: 1350, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, slicePage: SlicePage, theme: Theme, fileName: string): Promise<void> {
  await startInTheme(page, theme);
  await slicePage.open(page);
  await expectTheme(page, theme);
  // Lazy images below the fold would be blank in a full-page shot: load them all first.
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
  );
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screenshots', `${fileName}-${theme}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.describe('desktop', () => {
      test.use({ viewport: DESKTOP });
      for (const slicePage of [
        ...SLICE_PAGES,
        ...ACCOUNT_PAGES,
        ...TAG_PAGES,
        ...IMPORT_PAGES,
        ...RESOURCE_PAGES,
        ...ATTRIBUTION_PAGES,
        ...REWARD_PAGES,
        ...LEADERBOARD_PAGES,
      ]) {
        test(slicePage.name, async ({ page }) => {
          await shoot(page, slicePage, theme, slicePage.name);
        });
      }
    });

    test.describe('phone', () => {
      test.use({ viewport: PHONE });
      const members = SLICE_PAGES.find((p) => p.name === 'members');
      test('members', async ({ page }) => {
        if (!members) throw new Error('no "members" page in SLICE_PAGES');
        await shoot(page, members, theme, 'members-mobile');
      });
      for (const slicePage of [
        ...ACCOUNT_PAGES,
        ...TAG_PAGES,
        ...IMPORT_PAGES,
        ...RESOURCE_PAGES,
        ...ATTRIBUTION_PAGES,
        ...REWARD_PAGES,
        ...LEADERBOARD_PAGES,
      ]) {
        test(`${slicePage.name} (phone)`, async ({ page }) => {
          await shoot(page, slicePage, theme, `${slicePage.name}-mobile`);
        });
      }
    });
  });
}
