import { screen } from '@testing-library/react';
import { createReward } from '../sandbox/domain/rewards';
import type { Reward } from '../sandbox/domain/types';
import type { createTestSandbox } from '../sandbox/node';
import { DAY, IMG, REFERENCE_MS } from '../sandbox/seed/gen';
import { arrangeBadge } from './arrange';
import type { renderRoute } from './render-route';

type Sandbox = ReturnType<typeof createTestSandbox>;
type User = ReturnType<typeof renderRoute>['user'];

export const CONTRACT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** The demo community with vaults on Ethereum (1) and Base (8453), and none elsewhere. */
export function nounsId(sandbox: Sandbox): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

/** A badge made for the test, claims closing 30 days after the tests' "now", with no rewards. */
export function arrangeRewardBadge(sandbox: Sandbox) {
  return arrangeBadge(sandbox, nounsId(sandbox), { title: 'Reward Test Badge' });
}

/** A reward on Base, ending `endInDays` after the tests' "now". */
export function arrangeReward(
  sandbox: Sandbox,
  badgeId: string,
  overrides: Record<string, unknown> & { endInDays?: number } = {},
): Reward {
  const { endInDays = 60, ...rest } = overrides;
  return createReward(sandbox.runtime.store, {
    communityId: nounsId(sandbox),
    badgeId,
    body: {
      name: 'Gas refund',
      image: `${IMG}/rewards/gas.png`,
      provider: 'Vault',
      type: 'native',
      status: 'open',
      vaultId: 'vault-base',
      contract: CONTRACT,
      chainId: '8453',
      amount: ['0.002'],
      description: 'Covers the gas of claiming the badge.',
      endDate: new Date(REFERENCE_MS + endInDays * DAY).toISOString(),
      maxSpend: 1,
      ...rest,
    },
  });
}

/** Replaces a field's value as a user pasting it would (typing long values key by key is slow in jsdom). */
export async function fill(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
  return input;
}

export const VALID = {
  name: 'Early builder bonus',
  description: 'A thank-you in USDC for the first builders.',
  image: `${IMG}/rewards/bonus.svg`,
  vaultId: 'vault-main',
  amounts: ['1.5', '2'],
  maxSpend: '250',
  endDate: '2027-03-01T18:00',
};

/** Fills every field of the reward form validly, on the given chain (by its id). */
export async function fillValidReward(user: User, chainId: string) {
  await fill(user, /^Name/, VALID.name);
  await fill(user, /^Description/, VALID.description);
  await fill(user, /^Image URL/, VALID.image);
  await user.selectOptions(screen.getByLabelText(/^Provider/), 'Vault');
  await user.selectOptions(screen.getByLabelText(/^Type/), 'erc20');
  await user.selectOptions(screen.getByLabelText(/^Status/), 'open');
  await user.selectOptions(screen.getByLabelText(/^Chain/), chainId);
  await fill(user, /^Vault ID/, VALID.vaultId);
  await fill(user, /^Contract/, CONTRACT.toLowerCase());
  await fill(user, /^Amount 1/, VALID.amounts[0] ?? '');
  await user.click(screen.getByRole('button', { name: 'Add amount' }));
  await fill(user, /^Amount 2/, VALID.amounts[1] ?? '');
  await fill(user, /^Max spend/, VALID.maxSpend);
  await fill(user, /^Ends/, VALID.endDate);
}
