/** axe (WCAG 2.0/2.1 A and AA) finds nothing on any page of the slice, in the light and the dark theme. */
import { test } from './fixtures';
import { TEST_TIMEOUT, THEMES, expectTheme, startInTheme } from './support/app';
import { SLICE_PAGES } from './support/pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await startInTheme(page, theme);
    });

    for (const slicePage of SLICE_PAGES) {
      test(`${slicePage.name} has no axe violations`, async ({ page, axe }) => {
        await slicePage.open(page);
        await expectTheme(page, theme);
        await axe.check();
      });
    }
  });
}
