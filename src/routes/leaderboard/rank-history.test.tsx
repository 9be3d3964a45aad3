import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotStorage } from '../../features/leaderboard/use-snapshots';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { updateAttribution } from '../../sandbox/domain/attribution-updates';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
type RenderedRoute = ReturnType<typeof renderRoute>;

// The tests' DOM has no IndexedDB: snapshots are kept in memory, for the whole file.
afterEach(() => snapshotStorage.clear?.());

const wallet = (digit: string) => `0x${digit.repeat(40)}`;
const [A, B, C, D, E] = ['a', 'b', 'c', 'd', 'e'].map(wallet) as [string, string, string, string, string];

const nounsId = () =>
  sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders')!.id;

/** The short wallet the page shows: checksummed, as the service answers it. */
function short(w: string): string {
  const sum = toChecksumAddress(w);
  return `${sum.slice(0, 6)}…${sum.slice(-4)}`;
}

/** A table's body rows as the text of their cells, row header first. */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

async function freeze(view: RenderedRoute, count: number) {
  await view.user.click(await screen.findByRole('button', { name: 'Freeze board' }));
  const list = await screen.findByRole('list', { name: 'Snapshots' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
}

/** Refreshes the board and waits until its first rows are `top` (each a wallet, in order). */
async function refresh(view: RenderedRoute, ...top: string[]) {
  await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => {
    const rows = within(screen.getByRole('table', { name: 'Leaderboard' })).getAllByRole('row');
    top.forEach((wallet, i) => expect(rows[i + 1]).toHaveTextContent(short(wallet)));
  });
  await screen.findByText(/entries?, read/);
}

describe('rank history', () => {
  it('follows ranks across three snapshots and lists the moves between any two', async () => {
    const badge = arrangeBadge(sandbox, nounsId());
    sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
    const ref = { communityId: nounsId(), badgeId: badge.id };
    const award = (w: string, score: number) =>
      createAttribution(sandbox.runtime.store, { ...ref, body: { wallet: w, metadata: { score } } });
    award(A, 50);
    award(B, 80);
    award(C, 80);
    award(D, 10);
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}/leaderboard`);
    await screen.findByText(/4 entries, read/);
    expect(await screen.findByText(/Freeze the board at least twice in this order/)).toBeInTheDocument();

    // 1: B and C share rank 1, A 3, D 4.
    await freeze(view, 1);
    // 2: A climbs to 1 (B and C share 2).
    updateAttribution(sandbox.runtime.store, { ...ref, body: { wallet: A, metadata: { score: 90 } } });
    await refresh(view, A);
    await freeze(view, 2);
    // 3: E arrives at 2, D's attribution is gone (B and C share 3).
    award(E, 85);
    const store = sandbox.runtime.store.data;
    store.attributions.splice(
      store.attributions.findIndex((a) => a.badgeId === badge.id && a.wallet === D),
      1,
    );
    await refresh(view, A, E);
    await freeze(view, 3);

    const chart = await screen.findByRole('img', {
      name: /^Rank over time by score, highest first, 4 wallets over 3 snapshots/,
    });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(
        `${short(A)} from rank 3 to rank 1; ${short(E)} from not on the board to rank 2`,
      ),
    );
    // D is no longer in the top: followed by hand, by its address.
    await view.user.type(screen.getByLabelText('Add a wallet (address or name)'), D);
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('img', { name: /5 wallets over 3 snapshots/ });
    const ranks = screen.getByRole('table', { name: 'Rank of each wallet in each snapshot' });
    expect(cells(ranks).map(([name, ...r]) => [name, r.join(' ')])).toEqual([
      [short(A), '3 1 1'],
      [short(E), '— — 2'],
      [short(B), '1 2 3'],
      [short(C), '1 2 3'],
      [short(D), '4 4 —'],
    ]);

    // The last two snapshots by default.
    const moves = screen.getByRole('region', { name: 'Moves between two snapshots' });
    expect(within(moves).getByText('0 up, 2 down, 1 new, 1 gone.')).toBeInTheDocument();
    // From the first: A climbed 2 places, B and C fell 2 each.
    const from = within(moves).getByLabelText('From');
    await view.user.selectOptions(from, within(from).getAllByRole('option')[0]!);
    expect(within(moves).getByText('1 up, 2 down, 1 new, 1 gone.')).toBeInTheDocument();
    expect(cells(within(moves).getByRole('table', { name: 'Biggest climbers' }))).toEqual([
      [short(A), '3', '1', 'Up 2 places'],
    ]);
    expect(cells(within(moves).getByRole('table', { name: 'Biggest fallers' }))).toEqual([
      [short(B), '1', '3', 'Down 2 places'],
      [short(C), '1', '3', 'Down 2 places'],
    ]);
    expect(cells(within(moves).getByRole('table', { name: 'New entries' }))).toEqual([[short(E), '—', '2']]);
    expect(cells(within(moves).getByRole('table', { name: 'Gone entries' }))).toEqual([[short(D), '4', '—']]);
  });
});
