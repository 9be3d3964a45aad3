/**
 * A badge's rewards as an admin adds them: on a chain where the community has a vault the reward is
 * created and listed; on a chain without one the service refuses, the form says that a vault is
 * missing and where to add it, and keeps everything typed.
 */
import { test, expect, type RecordedRequest } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, table } from './support/app';
import { openApprovedBadge } from './support/pages';
import { amountInput, choice, fillReward, openNewReward, openRewardsTab } from './support/reward-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

/** The create-reward requests: POST /community/{id}/badge/{badgeId}/reward. */
function rewardPosts(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (r) => r.method === 'POST' && /\/community\/[^/]+\/badge\/[^/]+\/reward$/.test(new URL(r.url).pathname),
  );
}

test.beforeEach(async ({ page, sandbox }) => {
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link').first()).toBeVisible(FIRST_LOAD);
  await sandbox.reset();
  await openApprovedBadge(page);
});

test('a reward on a chain with a vault is created and listed on the badge', async ({ page, apiRequests }) => {
  await openNewReward(page);
  const name = `Builder bonus ${String(Date.now())}`;
  await fillReward(page, { name, chain: 'Base (8453)', amounts: ['1.5', '2'] });
  apiRequests.clear();
  await page.getByRole('button', { name: 'Create reward' }).click();

  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(`Reward '${name}' created`)).toBeVisible();
  await expect(page.getByText('Base (8453)')).toBeVisible();
  expect(rewardPosts(await apiRequests.all())).toHaveLength(1);

  await openRewardsTab(page);
  const row = table(page, 'Rewards').getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Max spend 250');
  await expect(row).toContainText('Amounts 1.5, 2');
  await expect(row).toContainText('Base');
});

test('a reward on a chain without a vault is refused, naming the vault, and the form keeps its input', async ({
  page,
  apiRequests,
}) => {
  await openNewReward(page);
  const name = `No vault bonus ${String(Date.now())}`;
  await fillReward(page, { name, chain: 'OP Mainnet (10)', amounts: ['1.5', '2'] });
  const typed = {
    name: await page.getByLabel('Name').inputValue(),
    description: await page.getByLabel('Description').inputValue(),
    image: await page.getByLabel('Image URL').inputValue(),
    vault: await page.getByLabel('Vault ID').inputValue(),
    contract: await page.getByLabel('Contract').inputValue(),
    maxSpend: await page.getByLabel('Max spend').inputValue(),
    ends: await page.getByLabel('Ends').inputValue(),
  };
  apiRequests.clear();
  await page.getByRole('button', { name: 'Create reward' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'no vault' });
  await expect(refusal).toContainText('Not saved: this community has no vault on OP Mainnet (10).');
  await expect(refusal).toContainText('Add a vault for OP Mainnet in the service’s Portal');
  await expect(refusal).toContainText('No vault exists for chain 10');
  const chain = choice(page, 'Chain');
  await expect(chain).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('No vault for OP Mainnet (10) in this community.')).toBeVisible();
  expect(rewardPosts(await apiRequests.all())).toHaveLength(1);

  // Still on the form, with everything as typed.
  await expect(page).toHaveURL(/\/rewards\/new$/);
  await expect(chain).toHaveValue('10');
  await expect(page.getByLabel('Name')).toHaveValue(typed.name);
  await expect(page.getByLabel('Description')).toHaveValue(typed.description);
  await expect(page.getByLabel('Image URL')).toHaveValue(typed.image);
  await expect(choice(page, 'Provider')).toHaveValue('Vault');
  await expect(choice(page, 'Type')).toHaveValue('erc20');
  await expect(choice(page, 'Status')).toHaveValue('open');
  await expect(page.getByLabel('Vault ID')).toHaveValue(typed.vault);
  await expect(page.getByLabel('Contract')).toHaveValue(typed.contract);
  await expect(amountInput(page, 1)).toHaveValue('1.5');
  await expect(amountInput(page, 2)).toHaveValue('2');
  await expect(page.getByLabel('Max spend')).toHaveValue(typed.maxSpend);
  await expect(page.getByLabel('Ends')).toHaveValue(typed.ends);

  // Nothing was added to the badge.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: /leave without saving/i });
  await leave.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(
    table(page, 'Rewards')
      .getByRole('row')
      .filter({ hasText: name })
      .or(page.getByRole('heading', { name: 'No rewards yet' })),
  ).toBeVisible();
  await expect(table(page, 'Rewards').getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
