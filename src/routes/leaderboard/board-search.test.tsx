import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotStorage } from '../../features/leaderboard/use-snapshots';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge, nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const nouns = nounsBuilders(sandbox);

// The tests' DOM has no IndexedDB: snapshots are kept in memory, for the whole file.
afterEach(() => snapshotStorage.clear?.());

const wallet = (digit: string) => `0x${digit.repeat(40)}`;
const [A, B, C] = ['a', 'b', 'c'].map(wallet) as [string, string, string];

/** A live badge awarded to A, B and C, scored 50, 80 and 30. */
function arrangedBoard() {
  const badge = arrangeBadge(sandbox, nouns.id());
  sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
  const scores: [string, number][] = [
    [A, 50],
    [B, 80],
    [C, 30],
  ];
  for (const [w, score] of scores)
    createAttribution(sandbox.runtime.store, {
      communityId: nouns.id(),
      badgeId: badge.id,
      body: { wallet: w, metadata: { score } },
    });
  return badge;
}

const url = (badgeId: string, search = '') =>
  `/communities/${nouns.id()}/badges/${badgeId}/leaderboard${search}`;

/** The board's rows as [rank, short wallet], once the whole board is read. */
async function boardRows(): Promise<string[][]> {
  await screen.findByText(/entries?, read/);
  const table = await screen.findByRole('table', { name: 'Leaderboard' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent ?? '', cells[1]?.textContent ?? ''];
    });
}

const short = (w: string) => {
  const sum = toChecksumAddress(w);
  return `${sum.slice(0, 6)}…${sum.slice(-4)}`;
};

describe('leaderboard search', () => {
  it('keeps the entries whose wallet holds what was typed, with their ranks on the whole board', async () => {
    const badge = arrangedBoard();
    const view = renderRoute(url(badge.id));
    await waitFor(async () => expect(await boardRows()).toHaveLength(3));

    const box = screen.getByRole('searchbox', { name: 'Find an entry' });
    await view.user.type(box, 'AAAA{Enter}');
    expect(view.router.state.location.search).toBe('?q=AAAA');
    await waitFor(async () => expect(await boardRows()).toEqual([['2', short(A)]]));
    expect(screen.getByText('1 entry of 3 matches; ranks are those of the whole board.')).toBeInTheDocument();

    await view.user.clear(box);
    await view.user.type(box, 'dddd{Enter}');
    expect(await screen.findByText('No results match these filters')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await boardRows()).toHaveLength(3));
  });

  it('reads a member id as the member’s wallet', async () => {
    const badge = arrangedBoard();
    const member = nouns.members().find((m) => m.wallet === C)!;
    renderRoute(url(badge.id, `?q=${member.id}`));
    await waitFor(async () => expect(await boardRows()).toEqual([['3', short(C)]]));
    expect(screen.getByText(/^1 entry of 3 matches \(the member’s wallet, 0x/)).toBeInTheDocument();
  });
});
