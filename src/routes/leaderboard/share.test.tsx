import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const nounsId = () =>
  sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders')!.id;
const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const short = (w: string) => {
  const sum = toChecksumAddress(w);
  return `${sum.slice(0, 6)}…${sum.slice(-4)}`;
};

describe('sharing the board', () => {
  it('prints the top N entries alone on the page, in the board’s order', async () => {
    const badge = arrangeBadge(sandbox, nounsId());
    sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
    for (const [n, score] of [
      [1, 10],
      [2, 40],
      [3, 30],
      [4, 20],
    ] as const)
      createAttribution(sandbox.runtime.store, {
        communityId: nounsId(),
        badgeId: badge.id,
        body: { wallet: wallet(n), metadata: { score } },
      });
    let printed: string[][] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const view = document.getElementById('board-print');
      printed = [...(view?.querySelectorAll('tr') ?? [])].map((tr) =>
        [...tr.children].map((c) => c.textContent),
      );
    });
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}/leaderboard`);
    const share = await screen.findByRole('region', { name: 'Share' });
    await view.user.clear(within(share).getByLabelText('Top entries'));
    await view.user.type(within(share).getByLabelText('Top entries'), '3');
    await view.user.click(within(share).getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printed).toEqual([
      ['Rank', 'Member', 'Score'],
      ['1', short(wallet(2)), '40'],
      ['2', short(wallet(3)), '30'],
      ['3', short(wallet(4)), '20'],
    ]);
    print.mockRestore();
  });
});
