/**
 * A badge's rewards as an admin reaches them (badge page → Rewards tab), the reward form as a user
 * fills it, and the reward pages in the states worth scanning and looking at: the a11y scans and the
 * screenshots walk REWARD_PAGES (page-states.ts).
 */
import { expect, type Page } from '@playwright/test';
import {
  FIRST_LOAD,
  SEED,
  communityIdFromUrl,
  expectRowsLoaded,
  openCommunity,
  rowLinks,
  table,
} from './app';
import type { PageState } from './page-states';

const SANDBOX_KEY = 'sandbox-demo-key';
export const REWARD_CONTRACT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const DAY = 24 * 60 * 60 * 1000;

/** The badge hub's Rewards tab, from the open badge page, once its list or empty state shows. */
export async function openRewardsTab(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Badge sections' })
    .getByRole('link', { name: 'Rewards', exact: true })
    .click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(
    table(page, 'Rewards')
      .locator('tbody tr')
      .first()
      .or(page.getByRole('heading', { name: 'No rewards yet' })),
  ).toBeVisible(FIRST_LOAD);
}

/** "New reward" from the Rewards tab. */
export async function openNewReward(page: Page): Promise<void> {
  await openRewardsTab(page);
  await page.getByRole('link', { name: 'New reward' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New reward' })).toBeVisible();
}

/** The reward form's values, as a user types them. */
export interface RewardInput {
  name: string;
  /** The chain's label in the select, e.g. "Base (8453)". */
  chain: string;
  amounts: string[];
}

/** A select of the reward form by its label ("Chain", not "Other chain ID"). */
export function choice(page: Page, label: string) {
  return page.getByRole('combobox', { name: label, exact: true });
}

/** The reward form's n-th amount row (from 1). */
export function amountInput(page: Page, n: number) {
  return page.getByRole('textbox', { name: `Amount ${String(n)}`, exact: true });
}

/** Fills every field of the reward form validly. */
export async function fillReward(page: Page, input: RewardInput): Promise<void> {
  await page.getByLabel('Name').fill(input.name);
  await page.getByLabel('Description').fill('A thank-you for the first builders.');
  await page.getByLabel('Image URL').fill('https://img.sandbox.badge-console.test/rewards/bonus.svg');
  await choice(page, 'Provider').selectOption('Vault');
  await choice(page, 'Type').selectOption('ERC-20 token');
  await choice(page, 'Status').selectOption('Open');
  await choice(page, 'Chain').selectOption(input.chain);
  await page.getByLabel('Vault ID').fill('vault-main');
  await page.getByLabel('Contract').fill(REWARD_CONTRACT);
  for (const [index, amount] of input.amounts.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add amount' }).click();
    await amountInput(page, index + 1).fill(amount);
  }
  await page.getByLabel('Max spend').fill('250');
  await page.getByLabel('Ends').fill(`${new Date().getFullYear() + 2}-03-01T18:00`);
}

/**
 * Two rewards on the badge, made through the sandbox API as an integration would: one ending ten
 * days from now (inside the badge's claim window, so its budget line warns) and one in a year.
 */
async function arrangeRewards(page: Page, communityId: string, badgeId: string): Promise<void> {
  // The page's own origin: the in-browser sandbox answers /sandbox-api there.
  const url = `${new URL(page.url()).origin}/sandbox-api/v1/community/${encodeURIComponent(
    communityId,
  )}/badge/${encodeURIComponent(badgeId)}/reward`;
  const base = {
    image: 'https://img.sandbox.badge-console.test/rewards/bonus.svg',
    provider: 'Vault',
    type: 'erc20',
    status: 'open',
    vaultId: 'vault-main',
    contract: REWARD_CONTRACT,
    chainId: '8453',
    description: 'A thank-you for the first builders.',
  };
  const rewards = [
    { ...base, name: 'Launch week bonus', amount: ['5'], maxSpend: 500, endDate: Date.now() + 10 * DAY },
    {
      ...base,
      name: 'Builder stipend',
      amount: ['1.5', '2'],
      maxSpend: 250,
      endDate: Date.now() + 365 * DAY,
    },
  ].map((r) => ({ ...r, endDate: new Date(r.endDate).toISOString() }));
  const statuses = await page.evaluate(
    async ({ url, key, rewards }) =>
      Promise.all(
        rewards.map(async (body) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return response.status;
        }),
      ),
    { url, key: SANDBOX_KEY, rewards },
  );
  expect(statuses).toEqual([201, 201]);
}

/**
 * The first approved badge of the largest community, reached from its badge list (by URL, so it
 * works at any width); `arrange` runs on the badge before its page first reads it.
 */
export async function openApprovedBadgeFor(
  page: Page,
  arrange?: (communityId: string, badgeId: string) => Promise<void>,
): Promise<void> {
  await openCommunity(page, SEED.largest);
  const communityId = communityIdFromUrl(page);
  await page.goto(`/communities/${encodeURIComponent(communityId)}/badges?status=approved`);
  const badges = table(page, 'Badges');
  await expectRowsLoaded(badges, FIRST_LOAD);
  const first = rowLinks(badges).first();
  const href = (await first.getAttribute('href')) ?? '';
  const badgeId = decodeURIComponent(/\/badges\/([^/?#]+)$/.exec(href)?.[1] ?? '');
  if (!badgeId) throw new Error(`No badge id in ${href}`);
  if (arrange) await arrange(communityId, badgeId);
  await first.click();
  await expect(page).toHaveURL(/\/badges\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** An approved badge of the largest community with two arranged rewards, its Rewards tab open. */
async function openRewardsWithRows(page: Page): Promise<void> {
  await openApprovedBadgeFor(page, (communityId, badgeId) => arrangeRewards(page, communityId, badgeId));
  await openRewardsTab(page);
  await expectRowsLoaded(table(page, 'Rewards'));
  await expect(page.getByText('Ends before the badge’s claim window:')).toBeVisible();
}

async function openReward(page: Page): Promise<void> {
  await openRewardsWithRows(page);
  await table(page, 'Rewards').getByRole('link', { name: 'Launch week bonus' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Launch week bonus' })).toBeVisible();
}

export const REWARD_PAGES: PageState[] = [
  { name: 'rewards', open: openRewardsWithRows },
  { name: 'reward', open: openReward },
  {
    name: 'reward-edit',
    async open(page) {
      await openReward(page);
      await page.getByRole('link', { name: 'Edit reward' }).click();
      await expect(page.getByLabel('Name')).toHaveValue('Launch week bonus');
    },
  },
  {
    name: 'reward-new',
    async open(page) {
      await openApprovedBadgeFor(page);
      await openNewReward(page);
    },
  },
  {
    name: 'reward-new-errors',
    async open(page) {
      await openApprovedBadgeFor(page);
      await openNewReward(page);
      await page.getByRole('button', { name: 'Create reward' }).click();
      await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(amountInput(page, 1)).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'reward-new-no-vault',
    async open(page) {
      await openApprovedBadgeFor(page);
      await openNewReward(page);
      await fillReward(page, { name: 'No vault here', chain: 'OP Mainnet (10)', amounts: ['1', '2.5'] });
      await page.getByRole('button', { name: 'Create reward' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'no vault on OP Mainnet' })).toBeVisible();
    },
  },
];
