/**
 * The tag pages and the members list's finding and selecting, each opened the way a user gets
 * there and waited on until its real content shows: the a11y scans and the screenshots walk this
 * list (page-states.ts), and tags.spec.ts uses the same steps.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { SEED, bodyRows, expectRowsLoaded, openCommunity, openMembers, rowLinks, table } from './app';
import type { PageState } from './page-states';

/** A seeded tag of the largest community with members, and one wallet that is nobody's. */
export const SEEDED_TAG = 'Early supporters';
export const STRANGER = '0xBe98F6c9F85d7b630eB4a0679CD9c3fc9829a37d';
/** A small seeded tag: its first member's page shows a short list of tags. */
const SEED_TAG_WITH_FEW = 'Moderators';

/** The tags list from the overview's Tags card (works the same on a phone, sidebar closed). */
export async function openTags(page: Page): Promise<Locator> {
  await openCommunity(page, SEED.largest);
  await page.getByRole('link', { name: 'View tags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const tags = table(page, 'Tags');
  await expectRowsLoaded(tags);
  // Every row's member count has arrived (no skeleton left in the Members column).
  await expect
    .poll(async () =>
      (await bodyRows(tags).locator('td:nth-child(2)').allInnerTexts()).every((c) =>
        /^\d[\d,]*$/.test(c.trim()),
      ),
    )
    .toBe(true);
  return tags;
}

/** A tag's page from the tags list, its members loaded. */
export async function openTag(page: Page, name: string): Promise<Locator> {
  const tags = await openTags(page);
  await rowLinks(tags).filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const members = table(page, `Members tagged ${name}`);
  await expectRowsLoaded(members);
  return members;
}

/** The members list's selection bar. */
export function selectionBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Selection' });
}

/** Types into "Find a member" and presses Find. */
export async function findMember(page: Page, value: string): Promise<void> {
  await page.getByLabel('Find a member').fill(value);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

async function openNewTag(page: Page): Promise<void> {
  await openTags(page);
  await page.getByRole('link', { name: 'New tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New tag' })).toBeVisible();
}

export const TAG_PAGES: PageState[] = [
  {
    name: 'tags',
    async open(page) {
      await openTags(page);
    },
  },
  { name: 'tag-new', open: openNewTag },
  {
    name: 'tag-new-error',
    async open(page) {
      await openNewTag(page);
      await page.getByLabel('Name').fill(SEEDED_TAG.toUpperCase());
      await page.getByRole('button', { name: 'Create tag' }).click();
      await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'tag',
    async open(page) {
      await openTag(page, SEEDED_TAG);
    },
  },
  {
    name: 'tag-add-members',
    async open(page) {
      await openTag(page, SEEDED_TAG);
      await page.getByRole('button', { name: 'Add members' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Wallets or member IDs').fill(`${STRANGER}\n0x1234`);
      await dialog.getByRole('button', { name: 'Add 1 member' }).click();
      await expect(dialog.getByText(/Entry 2 \(“0x1234”\)/)).toBeVisible();
    },
  },
  {
    name: 'tag-delete',
    async open(page) {
      await openTag(page, SEEDED_TAG);
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete tag…' }).click();
      await expect(page.getByRole('dialog').getByText(/badges? of the community checked/)).toBeVisible();
    },
  },
  {
    name: 'members-not-a-member',
    async open(page) {
      await expectRowsLoaded(await openMembers(page, SEED.largest));
      await findMember(page, STRANGER.toLowerCase());
      await expect(page.getByRole('link', { name: 'Add as member' })).toBeVisible();
    },
  },
  {
    name: 'members-selected',
    async open(page) {
      const members = await openMembers(page, SEED.largest);
      await expectRowsLoaded(members);
      await selectionBar(page)
        .getByRole('button', { name: /^Select all \d[\d,]* members$/ })
        .click();
      await expect(selectionBar(page).getByText(/^\d[\d,]* members selected$/)).toBeVisible();
      await expect(selectionBar(page).getByRole('button', { name: /^Select all/ })).toBeHidden();
    },
  },
  {
    name: 'members-tag-selection',
    async open(page) {
      const members = await openMembers(page, SEED.largest);
      await expectRowsLoaded(members);
      await members.getByRole('checkbox', { name: 'Select every row on this page' }).check();
      await selectionBar(page).getByRole('button', { name: 'Tag selected…' }).click();
      await expect(page.getByRole('dialog').getByLabel('Tag')).toBeEnabled();
    },
  },
  {
    name: 'member-tags',
    async open(page) {
      const members = await openTag(page, SEED_TAG_WITH_FEW);
      await rowLinks(members).first().click();
      await expect(page.getByRole('list', { name: 'Tags of this member' })).toBeVisible();
    },
  },
];
