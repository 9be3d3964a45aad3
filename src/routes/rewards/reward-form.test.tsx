import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import {
  CONTRACT,
  VALID,
  arrangeReward,
  arrangeRewardBadge,
  fill,
  fillValidReward,
  nounsId,
} from '../../testing/rewards';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const rewardPosts = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method === 'POST' && r.path.endsWith('/reward'));

function newRewardUrl(badgeId: string) {
  return `/communities/${nounsId(sandbox)}/badges/${badgeId}/rewards/new`;
}

const storedRewards = (badgeId: string) =>
  sandbox.runtime.store.data.rewards.filter((r) => r.badgeId === badgeId);

describe('new reward', () => {
  it('creates the reward on a chain with a vault, sending every field and the amounts as strings', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    expect(await screen.findByRole('heading', { level: 2, name: VALID.name })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toMatch(/\/rewards\/[^/]+$/);
    const [post] = rewardPosts(requests);
    expect(post?.body).toEqual({
      name: VALID.name,
      image: VALID.image,
      provider: 'Vault',
      type: 'erc20',
      status: 'open',
      vaultId: VALID.vaultId,
      contract: CONTRACT,
      chainId: '8453',
      amount: ['1.5', '2'],
      description: VALID.description,
      endDate: new Date(VALID.endDate).toISOString(),
      maxSpend: 250,
    });
    expect(screen.getByText('Base (8453)')).toBeInTheDocument();
  });

  it('says a refusal for want of a vault names the vault and what to do, and keeps every typed value', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '10');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('this community has no vault on OP Mainnet (10)');
    expect(alert).toHaveTextContent('Add a vault for OP Mainnet in the service’s Portal');
    expect(alert).toHaveTextContent(/The service said: .*No vault exists for chain 10/);
    const chain = screen.getByLabelText(/^Chain/);
    expect(chain).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No vault for OP Mainnet (10) in this community.')).toBeInTheDocument();

    // Nothing was lost, and nothing was created.
    expect(chain).toHaveValue('10');
    expect(screen.getByLabelText(/^Name/)).toHaveValue(VALID.name);
    expect(screen.getByLabelText(/^Description/)).toHaveValue(VALID.description);
    expect(screen.getByLabelText(/^Image URL/)).toHaveValue(VALID.image);
    expect(screen.getByLabelText(/^Provider/)).toHaveValue('Vault');
    expect(screen.getByLabelText(/^Type/)).toHaveValue('erc20');
    expect(screen.getByLabelText(/^Vault ID/)).toHaveValue(VALID.vaultId);
    expect(screen.getByLabelText(/^Contract/)).toHaveValue(CONTRACT.toLowerCase());
    expect(screen.getByLabelText(/^Amount 1/)).toHaveValue('1.5');
    expect(screen.getByLabelText(/^Amount 2/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Max spend/)).toHaveValue(VALID.maxSpend);
    expect(screen.getByLabelText(/^Ends/)).toHaveValue(VALID.endDate);
    expect(view.router.state.location.pathname).toBe(newRewardUrl(badge.id));
    expect(storedRewards(badge.id)).toEqual([]);

    // On a chain with a vault the same values go through.
    await view.user.selectOptions(chain, '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));
    expect(await screen.findByRole('heading', { level: 2, name: VALID.name })).toBeInTheDocument();
    expect(rewardPosts(requests)).toHaveLength(2);
    expect(storedRewards(badge.id)).toHaveLength(1);
  });

  it('sends one request however fast Create is clicked', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await view.user.dblClick(screen.getByRole('button', { name: 'Create reward' }));

    expect(await screen.findByRole('heading', { level: 2, name: VALID.name })).toBeInTheDocument();
    expect(rewardPosts(requests)).toHaveLength(1);
    expect(storedRewards(badge.id)).toHaveLength(1);
  });

  it('refuses bad amounts, a bad contract and a bad chain id on their fields, sending nothing', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await fill(view.user, /^Amount 1/, '0');
    await fill(view.user, /^Amount 2/, '1e3');
    await fill(view.user, /^Contract/, '0x1234');
    await view.user.selectOptions(screen.getByLabelText(/^Chain/), 'Other…');
    await fill(view.user, /^Other chain ID/, 'base');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    await waitFor(() => expect(screen.getByLabelText(/^Amount 1/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Amount 2/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Enter a positive decimal, e.g. 0.5 or 10.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Contract/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Enter a contract address: 0x and 40 hexadecimal characters.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Other chain ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A chain ID is a whole number, e.g. 1 or 11155111.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('refuses an end date that has passed and a max spend that cannot cover one payment, sending nothing', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await fill(view.user, /^Ends/, '2019-06-01T12:00');
    await fill(view.user, /^Amount 2/, '25');
    await fill(view.user, /^Max spend/, '10');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    await waitFor(() => expect(screen.getByLabelText(/^Ends/)).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('The end date must be in the future: a reward that has ended pays nothing.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Max spend/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'A max spend of 10 cannot cover one payment of 25: make it at least 25, or lower the amount.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('puts the first field the form refuses in view and focused (the form is longer than a screen)', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    onTestFinished(() => scrolled.mockRestore());
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await fill(view.user, /^Contract/, '0x1234');
    await fill(view.user, /^Amount 1/, '0');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    const contract = screen.getByLabelText(/^Contract/);
    await waitFor(() => expect(contract).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(document.activeElement).toBe(contract));
    expect(scrolled.mock.contexts).toContain(contract);
  });

  it('removes an amount row, and keeps at least one', async () => {
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    expect(await screen.findByLabelText(/^Amount 1/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove amount 1' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add amount' }));
    await fill(view.user, /^Amount 2/, '7');
    await view.user.click(screen.getByRole('button', { name: 'Remove amount 1' }));
    expect(screen.getByLabelText(/^Amount 1/)).toHaveValue('7');
    expect(screen.queryByLabelText(/^Amount 2/)).not.toBeInTheDocument();
  });

  it("puts the server's error on the field it names and keeps what was typed", async () => {
    sandbox.server.use(
      http.post('*/sandbox-api/v1/community/:id/badge/:badgeId/reward', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: ['vaultId must match a vault of this community'],
            error: 'Bad Request',
          },
          { status: 400 },
        ),
      ),
    );
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    expect(await screen.findByText('vaultId must match a vault of this community')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vault ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Vault ID/)).toHaveValue(VALID.vaultId);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a provider the list lacks under Other, and the service decides', async () => {
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(newRewardUrl(badge.id));
    await fillValidReward(view.user, '8453');
    await view.user.selectOptions(screen.getByLabelText(/^Provider/), 'Other…');
    await fill(view.user, /^Other provider/, 'Bridge Co');
    await view.user.click(screen.getByRole('button', { name: 'Create reward' }));

    // The sandbox knows only the documented providers, as the service's documentation does.
    expect(
      await screen.findByText('provider must be one of the following values: Thank APE, Vault'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Other provider/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Other provider/)).toHaveValue('Bridge Co');
  });
});

describe('vault id help', () => {
  it('says where the id is found, defaults to the sandbox’s vault of the chain and offers the ids in use there', async () => {
    const badge = arrangeRewardBadge(sandbox);
    arrangeReward(sandbox, badge.id, { vaultId: 'vault-used-on-base', chainId: '8453' });
    const vaults = sandbox.runtime.store.data.vaults.filter((v) => v.communityId === nounsId(sandbox));
    const onBase = vaults.find((v) => v.chainId === '8453');
    const onMainnet = vaults.find((v) => v.chainId === '1');
    if (!onBase || !onMainnet) throw new Error('the demo community has no vault on Base or Ethereum');
    const view = renderRoute(newRewardUrl(badge.id));

    const vault = await screen.findByLabelText(/^Vault ID/);
    expect(vault).toHaveAccessibleDescription(/Its id is in the service’s Portal/);
    const chain = screen.getByLabelText(/^Chain/);
    await view.user.selectOptions(chain, '8453');
    await waitFor(() => expect(vault).toHaveValue(onBase.id));
    const offered = () =>
      [...(document.getElementById(vault.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
        (o) => o.value,
      );
    await waitFor(() => expect(offered()).toEqual([onBase.id, 'vault-used-on-base']));

    await view.user.selectOptions(chain, '1');
    await waitFor(() => expect(vault).toHaveValue(onMainnet.id));
    expect(offered()).toEqual([onMainnet.id]);

    // A typed id is the admin's choice: a change of chain leaves it, and the service decides.
    await fill(view.user, /^Vault ID/, 'vault-typed');
    await view.user.selectOptions(chain, '8453');
    expect(vault).toHaveValue('vault-typed');
  });
});

describe('edit reward', () => {
  it('sends only the changed fields and shows the saved reward', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const reward = arrangeReward(sandbox, badge.id);
    const view = renderRoute(`/communities/${nounsId(sandbox)}/badges/${badge.id}/rewards/${reward.id}/edit`);
    await fill(view.user, /^Max spend/, '3');
    await fill(view.user, /^Amount 1/, '0.004');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Budget' })).toBeInTheDocument();
    expect(screen.getAllByText('0.004').length).toBeGreaterThan(0);
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ amount: ['0.004'], maxSpend: 3 });
  });

  it('keeps a stored end date that has passed when it is left alone, and refuses a new one in the past', async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const reward = arrangeReward(sandbox, badge.id, { endInDays: -10 });
    const view = renderRoute(`/communities/${nounsId(sandbox)}/badges/${badge.id}/rewards/${reward.id}/edit`);
    const ends = await screen.findByLabelText(/^Ends/);
    const stored = (ends as HTMLInputElement).value;
    await fill(view.user, /^Ends/, '2019-06-01T12:00');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(ends).toHaveAttribute('aria-invalid', 'true'));
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);

    await fill(view.user, /^Ends/, stored);
    await fill(view.user, /^Name/, 'Renamed refund');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Budget' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Renamed refund' });
  });

  it('refuses a move to a chain without a vault and keeps the form as typed', async () => {
    const badge = arrangeRewardBadge(sandbox);
    const reward = arrangeReward(sandbox, badge.id);
    const view = renderRoute(`/communities/${nounsId(sandbox)}/badges/${badge.id}/rewards/${reward.id}/edit`);
    await fill(view.user, /^Name/, 'Moved refund');
    await view.user.selectOptions(await screen.findByLabelText(/^Chain/), '137');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('no vault on Polygon (137)');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Moved refund');
    expect(sandbox.runtime.store.data.rewards.find((r) => r.id === reward.id)?.chainId).toBe('8453');
  });
});
