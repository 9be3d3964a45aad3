/**
 * The community pages for experiences, collections and payments, and the overview's timeline, each
 * opened the way a user gets there and waited on until its real content shows: the a11y scans and
 * the screenshots walk this list (page-states.ts).
 */
import { expect, type Page } from '@playwright/test';
import { createSeed } from '../../src/sandbox/seed/create-seed';
import { FIRST_LOAD, SEED, expectRowsLoaded, openCommunity, table } from './app';
import type { PageState } from './page-states';

const demo = (() => {
  let seed: ReturnType<typeof createSeed> | undefined;
  return () => (seed ??= createSeed({ preset: 'demo' }));
})();

/** The demo seed's collection of the largest community (the service lists no collections). */
export function seededCollectionId(): string {
  const { data } = demo();
  const community = data.communities.find((c) => c.name === SEED.largest);
  const collection = data.collections.find((c) => c.communityId === community?.id);
  if (!collection) throw new Error(`no collection of ${SEED.largest} in the demo seed`);
  return collection.id;
}

/** A seeded mintable's id, by name. */
export function seededMintableId(name: string): string {
  const mintable = demo().data.mintables.find((m) => m.name === name);
  if (!mintable) throw new Error(`no mintable ${name} in the demo seed`);
  return mintable.id;
}

/** Art the sandbox's CDN serves (a seeded mintable's), for forms that take an image URL. */
export function seededArt(): { image: string; banner: string } {
  const mintable = demo().data.mintables[0];
  if (!mintable) throw new Error('no mintable in the demo seed');
  return { image: mintable.image, banner: mintable.bannerImage };
}

/** A sidebar link; on a phone the sidebar is a drawer behind the menu button. */
async function clickSidebar(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** A community section from the sidebar, as a user switches sections. */
export async function openSection(page: Page, label: string, heading = label): Promise<void> {
  await openCommunity(page, SEED.largest);
  await clickSidebar(page, label);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export async function openExperiences(page: Page): Promise<void> {
  await openSection(page, 'Experiences');
  await expectRowsLoaded(table(page, 'Experiences'));
}

export async function openExperience(page: Page, name: string): Promise<void> {
  await openExperiences(page);
  await table(page, 'Experiences').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Server ID')).toBeVisible();
}

export async function openNewExperience(page: Page): Promise<void> {
  await openExperiences(page);
  await page.getByRole('link', { name: 'New experience' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New experience' })).toBeVisible();
}

/** The collection page, opened by its id as an admin does. */
export async function openCollection(page: Page): Promise<void> {
  await openSection(page, 'Collections');
  await page.getByLabel('Collection ID').fill(seededCollectionId());
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expectCollectionPage(page);
}

/** The seeded collection's page: its id under the heading (the heading is its name once read). */
export async function expectCollectionPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByText(seededCollectionId(), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toHaveCount(0);
}

/** The community overview with its timeline drawn (it loads after the rest of the page). */
export async function openTimeline(page: Page): Promise<void> {
  await openCommunity(page, SEED.largest);
  await expect(page.getByRole('group', { name: 'Timeline' })).toBeVisible(FIRST_LOAD);
}

export const RESOURCE_PAGES: PageState[] = [
  { name: 'community-timeline', open: openTimeline },
  { name: 'experiences', open: openExperiences },
  {
    name: 'experience',
    async open(page) {
      await openExperience(page, 'Builder Quest Week');
      await page.getByRole('button', { name: 'Show experience secret' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'experience-new', open: openNewExperience },
  {
    name: 'experience-new-errors',
    async open(page) {
      await openNewExperience(page);
      await page.getByLabel('Type').selectOption('other');
      await page.getByRole('textbox', { name: 'Image URL', exact: true }).fill('javascript:alert(1)');
      await page.getByLabel('Starts').fill('2027-03-01T10:00');
      await page.getByLabel('Ends').fill('2027-02-01T10:00');
      await page.getByRole('button', { name: 'Create experience' }).click();
      await expect(page.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'experience-edit',
    async open(page) {
      await openExperience(page, 'Noggles Arena');
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Noggles Arena' })).toBeVisible();
    },
  },
  {
    name: 'experiences-no-list',
    async open(page) {
      // A server without the inferred list: the page offers to open an experience by id, and the
      // one opened before (from the overview's timeline, drawn before the list went away) is offered.
      await openTimeline(page);
      await page.evaluate(async () => {
        const response = await fetch('/sandbox-api/_control/faults', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ forced: [{ operationId: 'listExperiences', status: 404 }] }),
        });
        if (!response.ok) throw new Error(`faults: ${String(response.status)}`);
      });
      await page
        .getByRole('group', { name: 'Timeline' })
        .getByRole('link', { name: 'Builder Quest Week' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Builder Quest Week' })).toBeVisible();
      await clickSidebar(page, 'Experiences');
      await expect(page.getByText('This server does not offer a list of experiences')).toBeVisible();
      await expect(page.getByRole('link', { name: /Builder Quest Week/ })).toBeVisible();
    },
  },
  {
    name: 'collections',
    async open(page) {
      await openSection(page, 'Collections');
      await expect(page.getByLabel('Collection ID')).toBeVisible();
    },
  },
  {
    name: 'collection',
    async open(page) {
      // A seeded mintable minted to a wallet: the result, and the mintable remembered below.
      await openCollection(page);
      await page.getByLabel('Mintable ID').fill(seededMintableId('Guild Hoodie'));
      await page.getByLabel('Wallet address').fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
      await page.getByRole('button', { name: 'Mint…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mint', exact: true }).click();
      await expect(page.getByRole('status', { name: 'Mint result' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Forget / })).toHaveCount(1);
    },
  },
  {
    name: 'mintable-new',
    async open(page) {
      await openCollection(page);
      await page.getByRole('link', { name: 'New mintable' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New mintable' })).toBeVisible();
    },
  },
  {
    name: 'payments-vault-refused',
    async open(page) {
      await openSection(page, 'Payments');
      await page
        .getByRole('combobox', { name: 'Chain', exact: true })
        .selectOption({ label: 'Sepolia (11155111)' });
      await page.getByLabel('Amount').fill('25');
      await page.getByRole('button', { name: 'Create payment intent' }).click();
      await expect(page.getByText(/Vaults are added in the service's own community dashboard/)).toBeVisible();
    },
  },
  {
    name: 'payments-created',
    async open(page) {
      await openSection(page, 'Payments');
      await page.getByRole('combobox', { name: 'Chain', exact: true }).selectOption({ label: 'Base (8453)' });
      await page.getByLabel('Amount').fill('0.05');
      await page.getByRole('button', { name: 'Create payment intent' }).click();
      await expect(page.getByRole('status', { name: 'Payment intent' })).toBeVisible();
    },
  },
];
