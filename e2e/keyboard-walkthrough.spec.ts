/**
 * A keyboard-only admin, in the sandbox: from the communities list to a new badge, published, awarded
 * to a wallet, and its leaderboard, with Tab, Shift+Tab, Enter, Space and typing only (no clicks).
 * Every control the walk lands on shows a visible focus ring, and each is reached by Tab from where
 * the page put focus (so none is a trap or out of reach).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_LOAD, SEED, TEST_TIMEOUT, expectRowsLoaded, table } from './support/app';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
/** The sandbox CDN draws any `.svg` key, so the go-live image check passes. */
const IMAGE = 'https://img.sandbox.badge-console.test/badges/keyboard-walk.svg';
const NEXT_YEAR = new Date().getFullYear() + 1;

/** The focused element's outline as computed, e.g. "solid 2px". */
function focusOutline(page: Page): Promise<{ tag: string; style: string; width: number }> {
  return page.evaluate(() => {
    const el = document.activeElement ?? document.body;
    const cs = getComputedStyle(el);
    return { tag: el.tagName.toLowerCase(), style: cs.outlineStyle, width: parseFloat(cs.outlineWidth) };
  });
}

/** The focused element draws a focus ring: an outline that is not `none`, wider than 0. */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const ring = await focusOutline(page);
        return ring.style !== 'none' && ring.width > 0;
      },
      { message: `${what}: focus ring (${JSON.stringify(await focusOutline(page))})` },
    )
    .toBe(true);
}

/**
 * Presses Tab until `target` has focus (at most `cap` times), then checks its focus ring. Failing
 * here means the control cannot be reached by keyboard from where focus was, or focus got stuck.
 */
async function tabTo(page: Page, target: Locator, what: string, cap = 80): Promise<void> {
  await expect(target, what).toBeVisible();
  const isFocused = () => target.evaluate((el) => el === document.activeElement);
  for (let presses = 0; !(await isFocused()); presses += 1) {
    if (presses >= cap) throw new Error(`${what}: not reached after ${String(cap)} presses of Tab`);
    await page.keyboard.press('Tab');
  }
  await expectVisibleFocus(page, what);
}

/** Tabs to a text field and types into it (the field is empty or meant to be replaced). */
async function typeInto(page: Page, field: Locator, what: string, text: string): Promise<void> {
  await tabTo(page, field, what);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field, what).toHaveValue(text);
}

test('a keyboard alone creates a badge, publishes it, awards it and opens its leaderboard', async ({
  page,
}) => {
  test.slow(); // a whole admin walk, one key at a time
  const title = `Keyboard walk ${String(Date.now())}`;
  const main = page.getByRole('main');
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Into the community and its badges.
  await page.goto('/communities');
  const communities = table(page, 'Communities');
  await expectRowsLoaded(communities, FIRST_LOAD);
  await tabTo(page, communities.getByRole('link', { name: SEED.largest, exact: true }), 'community link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SEED.largest })).toBeFocused();
  await tabTo(page, nav.getByRole('link', { name: 'Badges', exact: true }), 'Badges in the sidebar');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeFocused();

  // The form, field by field in the order Tab gives them.
  await tabTo(page, main.getByRole('link', { name: 'New badge' }), 'New badge');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New badge' })).toBeVisible();
  const tags = page.getByRole('group', { name: 'Gating tags' }).getByRole('checkbox');
  await expect(tags.first()).toBeVisible();
  await typeInto(page, page.getByLabel('Title'), 'Title', title);
  await typeInto(page, page.getByLabel('Description'), 'Description', 'Walked the console by keyboard.');
  await typeInto(page, page.getByLabel('Image URL'), 'Image URL', IMAGE);
  const claimEnd = page.getByLabel('Claims end');
  await tabTo(page, claimEnd, 'Claims end');
  // Chromium's date-time field takes its parts in order (month, day, year, hour, minute, AM/PM);
  // a two-digit part moves on by itself, the year waits for the arrow key.
  await page.keyboard.type(`0615${String(NEXT_YEAR)}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1200P');
  await expect(claimEnd).toHaveValue(`${String(NEXT_YEAR)}-06-15T12:00`);
  await typeInto(page, page.getByLabel('Maximum claims'), 'Maximum claims', '100');
  await tabTo(page, tags.first(), 'first gating tag');
  await page.keyboard.press('Space');
  await expect(tags.first()).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: 'Name', exact: true }), 'author name', 'Keys Only');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'URL', exact: true }),
    'author URL',
    'https://keys.example',
  );
  await tabTo(page, page.getByRole('button', { name: 'Create badge' }), 'Create badge');
  await page.keyboard.press('Enter');

  // Created approved; publish it from the dialog, without leaving it by Tab.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText('Approved', { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Publish…' }), 'Publish…');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Publish “${title}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Go-live checks' })).toHaveAttribute('aria-busy', 'false');
  const publish = dialog.getByRole('button', { name: 'Publish badge' });
  await tabTo(page, publish, 'Publish badge', 20);
  // Shift+Tab and Tab again stay within the dialog.
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, publish, 'Publish badge, again', 20);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();

  // Award it to a wallet.
  const sections = page.getByRole('navigation', { name: 'Badge sections' });
  await tabTo(page, sections.getByRole('link', { name: /^Attributions/ }), 'Attributions tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Attributions' })).toBeVisible();
  await tabTo(page, main.getByRole('link', { name: 'Award badge' }).first(), 'Award badge link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Award this badge' })).toBeVisible();
  await typeInto(page, page.getByLabel('Wallet address'), 'Wallet address', WALLET);
  await tabTo(page, main.getByRole('button', { name: 'Award badge' }), 'Award badge button');
  await page.keyboard.press('Enter');
  // The wallet holds none of the badge's gating tags: the form says so and waits for a second press.
  await expect(main.getByRole('alert')).toContainText('holds none of the badge');
  await tabTo(page, main.getByRole('button', { name: 'Award badge' }), 'Award badge button, again');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Attribution' })).toBeVisible();
  await expect(main.getByText(`${WALLET.slice(0, 6)}…${WALLET.slice(-4)}`).first()).toBeVisible();

  // Its leaderboard, with the wallet on it.
  await tabTo(page, sections.getByRole('link', { name: /^Leaderboard/ }), 'Leaderboard tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leaderboard(\?|$)/);
  await expect(main.getByRole('table').first()).toBeVisible();
  await expect(main.getByRole('table').first()).toContainText(WALLET.slice(0, 6));
});
