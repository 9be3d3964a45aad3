/**
 * axe (WCAG 2.0/2.1 A and AA) finds nothing on any page of the app, in the light and the dark theme,
 * on a desktop (1360 px) and at 390 × 844 (a phone); at 390 px the page also never scrolls sideways
 * and its controls stay within the window. The states are registered in support/page-states.ts,
 * which covers every route the app declares (`src/app/route-manifest.ts` and each folder's routes).
 *
 * Each page state is arranged and opened once, then scanned four times: the theme is switched as
 * the toggle does (no reload) and the window resized in place. Before each scan the test checks the
 * theme and width the page really shows, and a failure names the state, the theme and the width.
 */
import { expect, test } from './fixtures';
import { THEMES, expectTheme, startInTheme, switchTheme } from './support/app';
import { PAGE_STATES } from './support/page-states';
import { DESKTOP, PHONE, expectNoSidewaysScroll, expectWidth, resizeTo } from './support/viewport';

// Arranging a state and four scans of it: the arranging alone may take most of a minute on a busy
// two-core machine, and each scan of a long page a few seconds.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: DESKTOP });

const [FIRST_THEME = 'light'] = THEMES;

for (const state of PAGE_STATES) {
  test(`${state.name}: no axe violations in either theme at 1360 px and 390 px; no sideways scroll at 390 px`, async ({
    page,
    axe,
  }) => {
    await startInTheme(page, FIRST_THEME);
    await state.open(page);
    await expectTheme(page, FIRST_THEME);
    for (const size of [DESKTOP, PHONE]) {
      if (size !== DESKTOP) await resizeTo(page, size);
      // The theme last scanned stays on through the resize, so each width starts where the last ended.
      const themes = size === DESKTOP ? THEMES : [...THEMES].reverse();
      for (const theme of themes) {
        await test.step(`${theme} theme, ${String(size.width)} px`, async () => {
          await switchTheme(page, theme);
          await expectWidth(page, size.width);
          await axe.check({ label: `${state.name}, ${theme} theme, ${String(size.width)} px` });
          if (size === PHONE) await expectNoSidewaysScroll(page);
        });
      }
    }
  });
}

// The scan itself can fail: a nameless button and an image without alt text planted in a page are
// both reported.
test('the scan reports planted violations', async ({ page, axe }) => {
  await page.goto('/not-a-page');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'x';
    document.body.append(document.createElement('button'), image);
  });
  const failure = await axe.check().then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toMatch(/button-name/);
  expect(failure).toMatch(/image-alt/);
});
