/**
 * Small helpers for the specs: how a user reaches a page, and what "loaded" looks like.
 * They query by role and label, as a user would, and wait for what the user sees (no sleeps).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Per-test timeout for the specs: every test starts the app and its in-browser API (seed included)
 * in a fresh context, which on a busy two-core machine can take most of the default 30 s.
 */
export const TEST_TIMEOUT = 60_000;

/**
 * For the first data of a fresh context: the in-browser sandbox starts its worker and builds the
 * seed first, which takes seconds on a busy machine (more than the 10 s default of expect).
 */
export const FIRST_LOAD = { timeout: 30_000 };

/** Communities of the deterministic demo seed, by name. */
export const SEED = {
  /** The community with the most members (640 in the demo seed). */
  largest: 'Nouns Builders Guild',
  /** The community with no members yet. */
  empty: 'Optimism Grants Circle',
  /**
   * A community no other spec looks into, for a spec whose writes on the shared sandbox server add
   * members (an award to a new wallet does): in the largest one they came first in its member list,
   * which specs running later read for the seed's avatars and tokens.
   */
  apart: 'Lens Reading Club',
} as const;

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];
export const THEME_KEY = 'badge-console:theme';
export const CONNECTION_KEY = 'badge-console:connection';

/** Makes the app start in this theme (as if the user had chosen it before). Call before page.goto. */
export async function startInTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
}

/**
 * Switches the open page to this theme without a reload, as the theme toggle does (the `dark` class
 * on <html> and the remembered choice), then waits until no colour transition is still running, so
 * what is checked next is drawn in the new theme's final colours.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
      localStorage.setItem(key, value);
    },
    [THEME_KEY, theme] as const,
  );
  await expectTheme(page, theme);
  await transitionsDone(page);
}

/**
 * Waits two frames, then ends every CSS transition still running at its final state (colours after
 * a theme switch, a drawer after a resize), so what is checked next is drawn as it will stay.
 * Finishing them, rather than waiting for their end, also covers a transition the browser never
 * advances (seen on a loaded machine, where waiting for one hung a test for its whole timeout);
 * endless animations (a skeleton's pulse) are not transitions and are left alone.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
      });
    await frame();
    await frame();
    for (const animation of document.getAnimations()) {
      if (!(animation instanceof CSSTransition)) continue;
      try {
        animation.finish();
      } catch {
        // A transition that cannot be finished (no end) is left as it is.
      }
    }
    await frame();
  });
}

/** The theme the page shows: the `dark` class on <html>, or its absence. */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/** A data table by its accessible name ("Communities", "Members", "Tokens"). */
export function table(page: Page | Locator, name: string): Locator {
  return page.getByRole('table', { name, exact: true });
}

/** The row links of a table (one per record). */
export function rowLinks(dataTable: Locator): Locator {
  return dataTable.getByRole('link');
}

/** The body rows of a table (not the header row). */
export function bodyRows(dataTable: Locator): Locator {
  return dataTable.locator('tbody:not([aria-hidden]) > tr');
}

/** Waits until the table shows real rows (not the skeleton, not the previous page dimmed). */
export async function expectRowsLoaded(dataTable: Locator, options?: { timeout: number }): Promise<void> {
  await expect(bodyRows(dataTable).first()).toBeVisible(options);
  await expect(dataTable).not.toHaveAttribute('aria-busy', 'true', options);
}

/** The accessible names of a table's row links, once loaded. */
export async function rowLabels(dataTable: Locator): Promise<string[]> {
  await expectRowsLoaded(dataTable);
  return rowLinks(dataTable).evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? link.textContent.trim()),
  );
}

/** The pager of a list ("Previous page", "Next page", "Page N of M"). */
export function pager(page: Page | Locator): Locator {
  return page.getByRole('navigation', { name: 'Pagination' });
}

/** The total of a paged list, read from the pager's "1–25 of 640". */
export async function listTotal(page: Page | Locator): Promise<number> {
  const range = pager(page).getByText(/^\d[\d,]*–\d[\d,]* of \d[\d,]*$/);
  await expect(range).toBeVisible();
  const text = await range.innerText();
  return Number(text.split(' of ')[1]?.replace(/,/g, ''));
}

/** /communities → click the community by name → its overview (h1 = the name). */
export async function openCommunity(page: Page, name: string): Promise<void> {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  await table(page, 'Communities').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * /communities, loaded, and the id of the community of that name from its row's link, without
 * opening it: for tests that arrange through the sandbox's API and then open a page by its URL (the
 * community's overview would start reading its insights, work such a test never looks at).
 */
export async function communityIdFromList(page: Page, name: string): Promise<string> {
  await page.goto('/communities');
  const link = table(page, 'Communities').getByRole('link', { name, exact: true });
  await expect(link).toBeVisible(FIRST_LOAD);
  const id = /\/communities\/([^/?#]+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
  if (!id) throw new Error(`No community id in the link of ${name}`);
  return decodeURIComponent(id);
}

/** The community's overview → its Members card's "View members" → the members list, loaded. */
export async function openMembers(page: Page, communityName: string): Promise<Locator> {
  await openCommunity(page, communityName);
  await page.getByRole('link', { name: 'View members' }).click();
  await expect(page).toHaveURL(/\/communities\/[^/]+\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  return table(page, 'Members');
}

/** The id of a community, from the URL of its overview. */
export function communityIdFromUrl(page: Page): string {
  const id = /\/communities\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`No community id in ${page.url()}`);
  return decodeURIComponent(id);
}

/** The number on a count card of a community overview ("Members", "Badges", "Tags"). */
export function countOnCard(page: Page, label: string): Locator {
  // The card's label is a paragraph; the overview's insights, which may render first or later,
  // name a figure "Members" too, as a term of a description list.
  return page
    .getByRole('main')
    .locator('p')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('..')
    .getByText(/^\d[\d,]*$/);
}

/** The data counts on /sandbox ("communities", "members", …) as numbers; {} while they load. */
export async function sandboxCounts(page: Page): Promise<Record<string, number>> {
  return page
    .getByRole('main')
    .locator('dl')
    .first()
    .evaluate((dl) =>
      Object.fromEntries(
        [...dl.querySelectorAll('dt')].map((dt) => [
          dt.textContent.trim(),
          Number(dt.nextElementSibling?.textContent.replace(/,/g, '')),
        ]),
      ),
    )
    .catch(() => ({}));
}
