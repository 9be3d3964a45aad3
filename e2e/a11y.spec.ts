/**
 * axe (WCAG 2.0/2.1 A and AA) finds nothing on any page of the slice, in the light and the dark theme;
 * the account pages, the tag pages (tags, finding and selecting members) and the experience, collection,
 * payment, timeline, reward, attribution, catalogue and leaderboard pages also at 390 px wide.
 */
import { test } from './fixtures';
import { ACCOUNT_PAGES } from './support/account-pages';
import { TEST_TIMEOUT, THEMES, expectTheme, startInTheme } from './support/app';
import { ATTRIBUTION_PAGES } from './support/attribution-pages';
import { IMPORT_PAGES } from './support/import-pages';
import { LEADERBOARD_PAGES } from './support/leaderboard-pages';
import { SLICE_PAGES } from './support/pages';
import { RESOURCE_PAGES } from './support/resource-pages';
import { REWARD_PAGES } from './support/reward-pages';
import { TAG_PAGES } from './support/tag-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await startInTheme(page, theme);
    });

    for (const slicePage of [
      ...SLICE_PAGES,
      ...ACCOUNT_PAGES,
      ...TAG_PAGES,
      ...IMPORT_PAGES,
      ...RESOURCE_PAGES,
      ...REWARD_PAGES,
      ...ATTRIBUTION_PAGES,
      ...LEADERBOARD_PAGES,
    ]) {
      test(`${slicePage.name} has no axe violations`, async ({ page, axe }) => {
        await slicePage.open(page);
        await expectTheme(page, theme);
        await axe.check();
      });
    }

    test.describe('390 px wide', () => {
      test.use({ viewport: { width: 390, height: 844 } });
      for (const slicePage of [
        ...ACCOUNT_PAGES,
        ...TAG_PAGES,
        ...IMPORT_PAGES,
        ...RESOURCE_PAGES,
        ...REWARD_PAGES,
        ...ATTRIBUTION_PAGES,
        ...LEADERBOARD_PAGES,
      ]) {
        test(`${slicePage.name} has no axe violations`, async ({ page, axe }) => {
          await slicePage.open(page);
          await expectTheme(page, theme);
          await axe.check();
        });
      }
    });
  });
}
