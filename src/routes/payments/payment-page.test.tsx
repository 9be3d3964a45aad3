import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentIntentTable } from '../../sandbox/domain/payments';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

describe('payment intent', () => {
  it('refuses a missing chain, a bad amount and a plain-http callback on their fields, sending nothing', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/payments`);
    await fill(view.user, /^Amount/, '1,5');
    await fill(view.user, /^Callback URL/, 'http://shop.example/paid');
    await view.user.click(screen.getByRole('button', { name: 'Create payment intent' }));

    expect(await screen.findByText('Choose a chain.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a positive number in whole tokens, e.g. 100 or 0.5 (a dot for decimals).'),
    ).toBeInTheDocument();
    expect(screen.getByText('The callback URL must start with https://.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('explains the vault refusal on the chain and keeps what was entered', async () => {
    const view = renderRoute(`/communities/${nounsId()}/payments`);
    // The first community has vaults on Ethereum and Base only.
    await view.user.selectOptions(await screen.findByLabelText(/^Chain/), 'Sepolia (11155111)');
    await fill(view.user, /^Amount/, '25');
    await fill(view.user, /^Token symbol/, 'USDC');
    await view.user.click(screen.getByRole('button', { name: 'Create payment intent' }));

    expect(
      await screen.findByText('No vault exists for chain 11155111; add one in the community dashboard'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No vault exists for chain 11155111');
    expect(screen.getByText(/Vaults are added in the service's own community dashboard/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Chain/)).toHaveValue('11155111');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('25');
    expect(screen.getByLabelText(/^Token symbol/)).toHaveValue('USDC');
    expect(paymentIntentTable.rows(sandbox.runtime.store)).toHaveLength(0);
  });

  it('creates one intent however fast the user clicks and shows what the wallet needs', async () => {
    const requests = recordRequests(sandbox);
    const before = paymentIntentTable.rows(sandbox.runtime.store).length;
    const view = renderRoute(`/communities/${nounsId()}/payments`);
    await view.user.selectOptions(await screen.findByLabelText(/^Chain/), 'Ethereum (1)');
    await fill(view.user, /^Amount/, '100');
    await fill(view.user, /^Token symbol/, 'usdc');
    await view.user.dblClick(screen.getByRole('button', { name: 'Create payment intent' }));

    const result = await screen.findByRole('status', { name: 'Payment intent' });
    expect(within(result).getByText('Payment intent created on Ethereum')).toBeInTheDocument();
    expect(within(result).getByText('100000000')).toBeInTheDocument(); // USDC counts in millionths
    expect(within(result).getByRole('link', { name: /Explorer/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/etherscan\.io\/address\/0x[0-9a-fA-F]{40}$/),
    );
    expect(writes(requests)).toHaveLength(1);
    expect(writes(requests)[0]?.body).toEqual({ value: '100', chainId: '1', tokenSymbol: 'USDC' });
    expect(paymentIntentTable.rows(sandbox.runtime.store)).toHaveLength(before + 1);
    // The form stays filled in for the next intent.
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('100');
  });
});
