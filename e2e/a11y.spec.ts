/**
 * axe (WCAG 2.0/2.1 A and AA) finds nothing on any page of the app, in the light and the dark theme,
 * on a desktop and at 390 × 844 (a phone); at 390 px the page also never scrolls sideways and its
 * controls stay within the window. The list below covers every route the app declares
 * (`src/app/route-modules.ts` and each module's routes).
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
import { expectNoSidewaysScroll } from './support/viewport';

test.describe.configure({ timeout: TEST_TIMEOUT });

/** Every route of the app, each in the states worth scanning (empty, filled, refused). */
const ROUTE_PAGES = [
  ...SLICE_PAGES,
  ...ACCOUNT_PAGES,
  ...TAG_PAGES,
  ...IMPORT_PAGES,
  ...RESOURCE_PAGES,
  ...REWARD_PAGES,
  ...ATTRIBUTION_PAGES,
  ...LEADERBOARD_PAGES,
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await startInTheme(page, theme);
    });

    for (const slicePage of ROUTE_PAGES) {
      test(`${slicePage.name} has no axe violations`, async ({ page, axe }) => {
        await slicePage.open(page);
        await expectTheme(page, theme);
        await axe.check();
      });
    }

    test.describe('390 px wide', () => {
      test.use({ viewport: { width: 390, height: 844 } });
      for (const slicePage of ROUTE_PAGES) {
        test(`${slicePage.name} has no axe violations and does not scroll sideways`, async ({
          page,
          axe,
        }) => {
          await slicePage.open(page);
          await expectTheme(page, theme);
          await axe.check();
          await expectNoSidewaysScroll(page);
        });
      }
    });
  });
}
