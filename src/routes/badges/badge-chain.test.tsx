import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const CONTRACT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

/** Replaces a field's value as a user pasting it would. */
async function fill(user: ReturnType<typeof renderRoute>['user'], label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const editUrl = (badgeId: string) => `/communities/${nounsId()}/badges/${badgeId}/edit`;

describe('chains by name', () => {
  it('shows a badge’s chain by name and links its contract on that chain’s explorer', async () => {
    const badge = arrangeBadge(sandbox, nounsId(), { chainId: '8453', contract: CONTRACT });
    renderRoute(`/communities/${nounsId()}/badges/${badge.id}`);
    expect(await screen.findByText('Base (8453)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(CONTRACT) })).toHaveAttribute(
      'href',
      `https://basescan.org/address/${CONTRACT}`,
    );
  });

  it('chooses a badge’s chain by name and sends its id', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeBadge(sandbox, nounsId());
    const view = renderRoute(editUrl(badge.id));
    const chain = await screen.findByLabelText(/^Chain/);
    expect(within(chain).getByRole('option', { name: 'Sepolia (11155111)' })).toBeInTheDocument();
    await view.user.selectOptions(chain, 'OP Mainnet (10)');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('OP Mainnet (10)')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ chainId: '10' });
  });

  it('takes another chain by its id, and refuses one that is not a number on the field', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeBadge(sandbox, nounsId());
    const view = renderRoute(editUrl(badge.id));
    await view.user.selectOptions(await screen.findByLabelText(/^Chain/), 'Other…');
    await fill(view.user, /^Other chain ID/, 'celo');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A chain ID is a whole number, e.g. 1 or 11155111.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await fill(view.user, /^Other chain ID/, '42220');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Chain 42220')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ chainId: '42220' });
  });

  it('opens a badge on a chain the app does not know with its id under Other', async () => {
    const badge = arrangeBadge(sandbox, nounsId(), { chainId: '42220' });
    renderRoute(editUrl(badge.id));
    const chain = await screen.findByLabelText<HTMLSelectElement>(/^Chain/);
    expect(chain.selectedOptions[0]?.textContent).toBe('Other…');
    expect(screen.getByLabelText(/^Other chain ID/)).toHaveValue('42220');
  });
});

describe('member tokens', () => {
  it('names each token’s chain and links its contract on that chain’s explorer', async () => {
    const token = sandbox.runtime.store.data.tokens.find(
      (t) => t.communityId === nounsId() && t.chainId === '8453' && t.burnedBlock === null,
    );
    const member = sandbox.runtime.store.data.members.find(
      (m) => m.communityId === nounsId() && m.wallet.toLowerCase() === token?.ownerWallet,
    );
    if (!token || !member) throw new Error('no member holding a Base token in the seed');
    renderRoute(`/communities/${nounsId()}/members/${member.id}?perPage=100`);

    const table = await screen.findByRole('table', { name: 'Tokens' });
    const link = (
      await within(table).findAllByRole('link', { name: new RegExp(token.contract.slice(-4)) })
    )[0];
    expect(link).toHaveAttribute('href', `https://basescan.org/address/${token.contract}`);
    expect(within(table).getAllByText('Base').length).toBeGreaterThan(0);
  });
});
