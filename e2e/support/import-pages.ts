/**
 * The member import and the jobs pages, each opened the way a user gets there and waited on until
 * its real content shows: the a11y scans and the screenshots walk this list, and
 * member-import.spec.ts uses the same steps.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, SEED, openMembers } from './app';
import type { PageState } from './page-states';

/** The members list's "Import members" → the import page. */
export async function openImport(page: Page, community: string = SEED.largest): Promise<void> {
  await openMembers(page, community);
  await page.getByRole('link', { name: 'Import members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();
}

/** Pastes a list and checks it; resolves once the dry run shows. */
export async function pasteAndCheck(page: Page, text: string): Promise<Locator> {
  await page.getByLabel('Or paste the list').fill(text);
  await page.getByRole('button', { name: 'Check the list' }).click();
  const dryRun = page.getByRole('heading', { name: 'Dry run' });
  await expect(dryRun).toBeVisible(FIRST_LOAD);
  return dryRun;
}

/** The job's card on the import or jobs page, by its title. */
export function jobCard(page: Page, title: string | RegExp): Locator {
  return page.getByRole('article', { name: title });
}

/** A job card's status word ("Running", "Finished", …). */
export function jobStatus(card: Locator): Locator {
  return card.getByRole('status');
}

/** A short list with one problem of each kind and a tag that does not exist. */
const SAMPLE = [
  'wallet,tags',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed,Early supporters',
  'not-a-wallet,',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,vip',
  '0xdbf03B407c01E7cD3CBea99509d93f8DDDC8C6FB,',
  '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed,',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb,Early supporters;Moderators',
].join('\n');

async function openReport(page: Page): Promise<void> {
  await openImport(page);
  await pasteAndCheck(page, SAMPLE);
  await expect(page.getByRole('table', { name: 'Lines not imported' })).toBeVisible();
}

async function openFinishedImport(page: Page): Promise<void> {
  await openReport(page);
  await page.getByRole('button', { name: 'Add 3 members' }).click();
  await expect(jobStatus(jobCard(page, /^Import 3 members into /))).toHaveText('Finished', FIRST_LOAD);
}

export const IMPORT_PAGES: PageState[] = [
  { name: 'member-import', open: (page) => openImport(page) },
  { name: 'member-import-report', open: openReport },
  { name: 'member-import-finished', open: openFinishedImport },
  {
    name: 'jobs-empty',
    open: async (page) => {
      await page.goto('/jobs');
      await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible(FIRST_LOAD);
    },
  },
  {
    name: 'jobs',
    open: async (page) => {
      await openFinishedImport(page);
      await page.getByRole('link', { name: 'All jobs' }).click();
      await expect(page.getByRole('region', { name: 'Finished' })).toBeVisible();
    },
  },
];
