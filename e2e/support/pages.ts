/**
 * Every page of the slice, each opened the way a user gets there and waited on until its real
 * content shows (rows, counts, facts): the a11y scans and the screenshots both walk this list.
 */
import { expect, type Page } from '@playwright/test';
import { FIRST_LOAD, SEED, expectRowsLoaded, openCommunity, openMembers, rowLinks, table } from './app';

export interface SlicePage {
  /** File-name friendly, e.g. "member-new-error". */
  name: string;
  open(page: Page): Promise<void>;
}

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

export const SLICE_PAGES: SlicePage[] = [
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
