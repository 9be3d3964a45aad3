/**
 * The communities, members, badges and files pages, and the app's own (connection, sandbox, not
 * found), each opened the way a user gets there and waited on until its real content shows (rows,
 * counts, facts); the badge steps are shared with the badge specs. Registered in page-states.ts.
 */
import { expect, type Page } from '@playwright/test';
import {
  FIRST_LOAD,
  SEED,
  bodyRows,
  expectRowsLoaded,
  openCommunity,
  openMembers,
  rowLabels,
  rowLinks,
  table,
} from './app';
import type { PageState } from './page-states';

async function openMember(page: Page): Promise<void> {
  const members = await openMembers(page, SEED.largest);
  await expectRowsLoaded(members);
  await rowLinks(members).first().click();
  await expect(page).toHaveURL(/\/members\/[^/]+$/);
  const tokens = page.getByRole('region', { name: 'Tokens' });
  await expect(
    tokens.locator('table:not([aria-busy])').or(tokens.getByRole('heading', { name: 'No tokens' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Badges \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Member ID')).toBeVisible();
}

async function openAddMember(page: Page): Promise<void> {
  await openMembers(page, SEED.largest);
  await page.getByRole('link', { name: 'Add member' }).click();
  await expect(page.getByLabel('Wallet address')).toBeVisible();
  await expect(page.getByText('Loading tags…')).toBeHidden();
}

async function openConnect(page: Page): Promise<void> {
  await page.goto('/connect');
  await expect(page.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();
}

/**
 * A community's page from the sidebar ("Badges", "Files"), as a user switches sections; on a phone
 * the sidebar is a drawer behind the menu button.
 */
async function openSection(page: Page, label: string): Promise<void> {
  await openCommunity(page, SEED.largest);
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The largest community's Files page. */
export async function openFiles(page: Page): Promise<void> {
  await openSection(page, 'Files');
}

/** The largest community's badges list, loaded. */
export async function openBadges(page: Page): Promise<void> {
  await openSection(page, 'Badges');
  await expectRowsLoaded(table(page, 'Badges'));
}

/** The first approved badge of the largest community (status filter → first row), loaded. */
export async function openApprovedBadge(page: Page): Promise<void> {
  await openBadges(page);
  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/[?&]status=approved(&|$)/);
  const badges = table(page, 'Badges');
  await expectRowsLoaded(badges);
  await expect(bodyRows(badges).filter({ hasNotText: 'Approved' })).toHaveCount(0);
  const [title = ''] = await rowLabels(badges);
  await rowLinks(badges).first().click();
  await expect(page).toHaveURL(/\/badges\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Approved', { exact: true })).toBeVisible();
  await expect(
    page
      .getByText('Attributions', { exact: true })
      .locator('..')
      .getByText(/^\d[\d,]*$/),
  ).toBeVisible();
}

/** "New badge" from the badges list, with the community's tags loaded as choices. */
export async function openNewBadge(page: Page): Promise<void> {
  await openBadges(page);
  await page.getByRole('link', { name: 'New badge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New badge' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Gating tags' }).getByRole('checkbox').first()).toBeVisible();
}

/** A 16×16 PNG, for a page that shows an upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOosXpLEmIY1TCqYfhqAABPn6MQ2bsByAAAAABJRU5ErkJggg==',
  'base64',
);

/** The communities list, a community, its members and its files. */
export const COMMUNITY_PAGES: PageState[] = [
  {
    name: 'communities',
    async open(page) {
      await page.goto('/communities');
      await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
    },
  },
  {
    name: 'community',
    async open(page) {
      await openCommunity(page, SEED.largest);
      await expect(page.getByText('ID', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(/^\d[\d,]*$/)).toHaveCount(3); // members, badges, tags
    },
  },
  {
    name: 'members',
    async open(page) {
      await expectRowsLoaded(await openMembers(page, SEED.largest));
    },
  },
  { name: 'member', open: openMember },
  { name: 'member-new', open: openAddMember },
  {
    name: 'member-new-error',
    async open(page) {
      await openAddMember(page);
      await page.getByLabel('Wallet address').fill('0x1234');
      await page.getByRole('button', { name: 'Add member' }).click();
      await expect(page.getByLabel('Wallet address')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'files',
    async open(page) {
      await openSection(page, 'Files');
      await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
    },
  },
  {
    name: 'files-upload',
    async open(page) {
      await openSection(page, 'Files');
      await page
        .getByLabel('Image file to upload')
        .setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(
        page.getByRole('region', { name: 'Uploads' }).getByRole('img', { name: 'tiny.png' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Uploaded from this browser (1)' }),
      ).toBeVisible();
    },
  },
];

/** A community's badges: the list, one badge, its forms and the publish checks. */
export const BADGE_PAGES: PageState[] = [
  { name: 'badges', open: openBadges },
  { name: 'badge', open: openApprovedBadge },
  { name: 'badge-new', open: openNewBadge },
  {
    name: 'badge-new-error',
    async open(page) {
      await openNewBadge(page);
      await page.getByRole('button', { name: 'Create badge' }).click();
      await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Maximum claims')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'badge-edit',
    async open(page) {
      await openApprovedBadge(page);
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
      await expect(page.getByLabel('Title')).not.toHaveValue('');
    },
  },
  {
    name: 'badge-publish',
    async open(page) {
      await openApprovedBadge(page);
      await page.getByRole('button', { name: 'Publish…' }).click();
      const checks = page.getByRole('dialog').getByRole('list', { name: 'Go-live checks' });
      await expect(checks.getByRole('listitem').first()).toBeVisible();
      await expect(checks).toHaveAttribute('aria-busy', 'false');
    },
  },
];

/** The connection screen, the sandbox settings and the page for an unknown address. */
export const SHELL_PAGES: PageState[] = [
  { name: 'connect', open: openConnect },
  {
    name: 'connect-live',
    async open(page) {
      await openConnect(page);
      await page.getByRole('radio', { name: /^Live API/ }).check();
      await expect(page.getByRole('textbox', { name: 'API key', exact: true })).toBeVisible();
    },
  },
  {
    name: 'sandbox',
    async open(page) {
      await page.goto('/sandbox');
      await expect(page.getByRole('main').locator('dl dt').first()).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('button', { name: 'Reset sandbox' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    async open(page) {
      await page.goto('/nope');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  },
];
