import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { CONTRACT, arrangeReward, arrangeRewardBadge, nounsId } from '../../testing/rewards';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const rewardsUrl = (badgeId: string) => `/communities/${nounsId(sandbox)}/badges/${badgeId}/rewards`;

describe('rewards tab', () => {
  it("lists the badge's rewards with a budget line, warning where one ends inside the claim window", async () => {
    const badge = arrangeRewardBadge(sandbox);
    arrangeReward(sandbox, badge.id, {
      name: 'Short refund',
      endInDays: 10,
      maxSpend: 5,
      amount: ['0.5', '1'],
    });
    arrangeReward(sandbox, badge.id, { name: 'Long refund', endInDays: 90 });
    renderRoute(rewardsUrl(badge.id));

    const table = await screen.findByRole('table', { name: 'Rewards' });
    const short = within(table).getByRole('link', { name: /^Short refund/ }).closest('tr');
    const long = within(table).getByRole('link', { name: /^Long refund/ }).closest('tr');
    if (!short || !long) throw new Error('reward rows not found');
    expect(within(short).getByText('Ends before the badge’s claim window:')).toBeInTheDocument();
    expect(short).toHaveTextContent('20 days before claims close');
    expect(short).toHaveTextContent('Max spend 5');
    expect(short).toHaveTextContent('Amounts 0.5, 1');
    expect(within(long).queryByText('Ends before the badge’s claim window:')).not.toBeInTheDocument();
    expect(long).toHaveTextContent('Lasts the badge’s whole claim window');
    expect(within(short).getByText('Base')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rewards (2)' })).toBeInTheDocument();
  });

  it('offers the first reward when the badge has none', async () => {
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(rewardsUrl(badge.id));
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'New reward' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'New reward' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Badge sections' });
    expect(within(tabs).getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('reward page', () => {
  it('shows the chain by name and links the contract and the transaction on its explorer', async () => {
    const badge = arrangeRewardBadge(sandbox);
    const reward = arrangeReward(sandbox, badge.id, { status: 'sent' });
    renderRoute(`${rewardsUrl(badge.id)}/${reward.id}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Gas refund' })).toBeInTheDocument();
    expect(screen.getByText('Base (8453)')).toBeInTheDocument();
    const contract = screen.getByRole('link', { name: new RegExp(CONTRACT) });
    expect(contract).toHaveAttribute('href', `https://basescan.org/address/${CONTRACT}`);
    const hash = sandbox.runtime.store.data.rewards.find((r) => r.id === reward.id)?.transactionHash;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(screen.getByRole('link', { name: /transaction on Basescan/ })).toHaveAttribute(
      'href',
      `https://basescan.org/tx/${hash ?? ''}`,
    );
  });

  it('deletes the reward only once its name is typed, then lists the rest', async () => {
    const badge = arrangeRewardBadge(sandbox);
    const reward = arrangeReward(sandbox, badge.id, { name: 'Doomed refund' });
    const view = renderRoute(`${rewardsUrl(badge.id)}/${reward.id}`);
    await view.user.click(await screen.findByRole('button', { name: 'Delete reward…' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This deletes the reward “Doomed refund” from the badge “Reward Test Badge”.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete reward' });
    await view.user.type(within(dialog).getByRole('textbox'), 'Doomed');
    expect(confirm).toBeDisabled();
    await view.user.type(within(dialog).getByRole('textbox'), ' refund');
    await view.user.click(confirm);

    await waitFor(() => expect(view.router.state.location.pathname).toBe(rewardsUrl(badge.id)));
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();
    expect(sandbox.runtime.store.data.rewards.some((r) => r.id === reward.id)).toBe(false);
  });
});
