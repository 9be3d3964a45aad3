/**
 * Full-page screenshots of every registered page state (support/page-states.ts), light and dark, at
 * 1360 px and at 390 × 844, into test-results/screenshots/<state>[-mobile]-<theme>.png. Each state
 * is opened once and shot four times (theme switched and window resized in place, as the a11y scans
 * do). Taken on demand:
 *   SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts
 */
import path from 'node:path';
import { test } from './fixtures';
import { THEMES, startInTheme, switchTheme } from './support/app';
import { PAGE_STATES } from './support/page-states';
import { DESKTOP, PHONE, resizeTo } from './support/viewport';

// Screenshots are for people to look at, not a check: playwright.config.ts leaves this file out of
// the normal run unless SCREENSHOTS=1 is set, so no run reports skipped tests.

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: DESKTOP });

const [FIRST_THEME = 'light'] = THEMES;

for (const state of PAGE_STATES) {
  test(state.name, async ({ page }) => {
    await startInTheme(page, FIRST_THEME);
    await state.open(page);
    for (const size of [DESKTOP, PHONE]) {
      if (size !== DESKTOP) await resizeTo(page, size);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        // Lazy images below the fold would be blank in a full-page shot: load them all first.
        await page.evaluate(() =>
          document
            .querySelectorAll('img[loading="lazy"]')
            .forEach((img) => img.setAttribute('loading', 'eager')),
        );
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        const file = `${state.name}${size === PHONE ? '-mobile' : ''}-${theme}.png`;
        await page.screenshot({
          path: path.join(test.info().project.outputDir, 'screenshots', file),
          fullPage: true,
          animations: 'disabled',
        });
      }
    }
  });
}
