import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotStorage } from '../../features/leaderboard/use-snapshots';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { updateAttribution } from '../../sandbox/domain/attribution-updates';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

// The tests' DOM has no IndexedDB: snapshots are kept in memory, for the whole file.
afterEach(() => snapshotStorage.clear?.());

const wallet = (digit: string) => `0x${digit.repeat(40)}`;
const [A, B, C, D, E] = ['a', 'b', 'c', 'd', 'e'].map(wallet) as [string, string, string, string, string];

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  return community!.id;
}

/** A live badge made for the test, awarded to four wallets: B and C tie on score, D has no points. */
function arrangedBoard() {
  const badge = arrangeBadge(sandbox, nounsId());
  const stored = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!;
  stored.status = 'live';
  const award = (w: string, metadata: Record<string, unknown>) =>
    createAttribution(sandbox.runtime.store, {
      communityId: nounsId(),
      badgeId: badge.id,
      body: { wallet: w, metadata },
    });
  award(A, { score: 50, points: 1 });
  award(B, { score: 80, points: 3 });
  award(C, { score: 80, points: 2 });
  award(D, { score: 10 });
  return badge;
}

const url = (badgeId: string, search = '') =>
  `/communities/${nounsId()}/badges/${badgeId}/leaderboard${search}`;

/** The board's rows as [rank, short wallet, value], once the whole board is read. */
async function boardRows(): Promise<string[][]> {
  await screen.findByText(/entries?, read/);
  const table = await screen.findByRole('table', { name: 'Leaderboard' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent ?? '', cells[1]?.textContent ?? '', cells.at(-1)?.textContent ?? ''];
    });
}

/** The short wallet the page shows: checksummed, as the service answers it. */
function short(w: string): string {
  const sum = toChecksumAddress(w);
  return `${sum.slice(0, 6)}…${sum.slice(-4)}`;
}

describe('leaderboard', () => {
  it('ranks by score, highest first, ties sharing a rank; metric and direction go into the URL', async () => {
    const badge = arrangedBoard();
    const requests = recordRequests(sandbox);
    const view = renderRoute(url(badge.id));

    await waitFor(async () =>
      expect(await boardRows()).toEqual([
        ['1(tie)', short(B), '80'],
        ['1(tie)', short(C), '80'],
        ['3', short(A), '50'],
        ['4', short(D), '10'],
      ]),
    );
    const reads = requests.filter((r) => r.path.endsWith('/leaderboard'));
    expect(new URL(reads[0]!.url).searchParams.toString()).toBe(
      'metric=score&metricDirection=DESC&page=1&perPage=1000',
    );

    await view.user.selectOptions(screen.getByLabelText('Rank by'), 'points');
    expect(view.router.state.location.search).toBe('?metric=points');
    await waitFor(async () =>
      expect(await boardRows()).toEqual([
        ['1', short(B), '3'],
        ['2', short(C), '2'],
        ['3', short(A), '1'],
        ['4', short(D), '—'],
      ]),
    );
    expect(screen.getByText(/1 entry carries no points: they come last/)).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('Order'), 'ASC');
    expect(view.router.state.location.search).toBe('?metric=points&direction=ASC');
    await waitFor(async () =>
      expect((await boardRows()).map((r) => r[1])).toEqual([short(A), short(C), short(B), short(D)]),
    );
  });

  it('sorts the board by a column, each entry keeping its rank on the board; the sort goes into the URL', async () => {
    const badge = arrangedBoard();
    const view = renderRoute(url(badge.id));
    await waitFor(async () => expect(await boardRows()).toHaveLength(4));
    const header = () =>
      within(screen.getByRole('table', { name: 'Leaderboard' })).getByRole('columnheader', {
        name: /Member/,
      });

    await view.user.click(within(header()).getByRole('button', { name: /Member/ }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    expect(view.router.state.location.search).toBe('?sort=member');
    await waitFor(async () =>
      expect(await boardRows()).toEqual([
        ['3', short(A), '50'],
        ['1(tie)', short(B), '80'],
        ['1(tie)', short(C), '80'],
        ['4', short(D), '10'],
      ]),
    );

    await view.user.click(within(header()).getByRole('button', { name: /Member/ }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    expect(view.router.state.location.search).toBe('?sort=-member');
    await waitFor(async () =>
      expect((await boardRows()).map((r) => r[1])).toEqual([short(D), short(C), short(B), short(A)]),
    );
  });

  it('reads the order from the URL it is opened at', async () => {
    const badge = arrangedBoard();
    renderRoute(url(badge.id, '?metric=score&direction=ASC'));
    await waitFor(async () =>
      expect((await boardRows()).map((r) => r[1])).toEqual([short(D), short(A), short(B), short(C)]),
    );
    expect(screen.getByLabelText('Order')).toHaveValue('ASC');
  });

  it('says the order falls back to earn time when no attribution carries the metric', async () => {
    const badge = arrangedBoard();
    renderRoute(url(badge.id, '?metric=rank'));
    expect(
      await screen.findByText(
        /No attribution of this badge carries a rank, so the board falls back to earn time/,
      ),
    ).toBeInTheDocument();
    // In earn order, as awarded; no charts without values.
    await waitFor(async () =>
      expect((await boardRows()).map((r) => r[1])).toEqual([short(A), short(B), short(C), short(D)]),
    );
    expect(screen.queryByRole('group', { name: /Distribution/ })).not.toBeInTheDocument();
    // "Highest first" would read as the highest rank first: the order says what it means.
    expect(screen.getByLabelText('Order')).toHaveAccessibleDescription(
      'No entry has a rank: in either order, the earliest earners come first.',
    );
  });

  it('names a plural metric without an article when no attribution carries it', async () => {
    const badge = arrangeBadge(sandbox, nounsId());
    sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
    createAttribution(sandbox.runtime.store, {
      communityId: nounsId(),
      badgeId: badge.id,
      body: { wallet: A, metadata: { score: 5 } },
    });
    renderRoute(url(badge.id, '?metric=points'));
    expect(
      await screen.findByText(
        'No attribution of this badge carries points, so the board falls back to earn time: the first to earn the badge ranks first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order')).toHaveAccessibleDescription(
      'No entry has points: in either order, the earliest earners come first.',
    );
  });

  it('draws the top entries and the distribution, each with a text alternative', async () => {
    const badge = arrangedBoard();
    renderRoute(url(badge.id));
    expect(
      await screen.findByRole('img', {
        name: new RegExp(`^Score, top 4: 1\\. ${short(B)} 80; 1\\. ${short(C)} 80; 3\\.`),
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('group', { name: /^Distribution of score over 4 entries, 10 to 80/ }),
    ).toBeInTheDocument();
  });

  it('freezes the board and compares a later board with it: moves, new and dropped entries', async () => {
    const badge = arrangedBoard();
    const view = renderRoute(url(badge.id));
    await boardRows();
    await view.user.click(await screen.findByRole('button', { name: 'Freeze board' }));
    const snapshots = await screen.findByRole('list', { name: 'Snapshots' });
    expect(within(snapshots).getByText(/Score, highest first · 4 entries/)).toBeInTheDocument();

    // Later: E is awarded at the top, A overtakes B and C, D's attribution is gone.
    const ref = { communityId: nounsId(), badgeId: badge.id };
    createAttribution(sandbox.runtime.store, { ...ref, body: { wallet: E, metadata: { score: 99 } } });
    updateAttribution(sandbox.runtime.store, { ...ref, body: { wallet: A, metadata: { score: 90 } } });
    const store = sandbox.runtime.store.data;
    store.attributions.splice(
      store.attributions.findIndex((a) => a.badgeId === badge.id && a.wallet === D),
      1,
    );

    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(async () => expect((await boardRows())[0]?.[1]).toBe(short(E)));
    await view.user.click(within(snapshots).getByRole('button', { name: /^Compare with the snapshot/ }));
    expect(view.router.state.location.search).toMatch(/^\?compare=/);

    const comparison = await screen.findByRole('table', { name: 'Comparison with the snapshot' });
    const rows = within(comparison)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [short(E), 'New', '—', '1'],
      [short(A), 'Up 1 place', '3', '2'],
      [short(B), 'Down 2 places', '1', '3'],
      [short(C), 'Down 2 places', '1', '3'],
      [short(D), 'Dropped', '4', '—'],
    ]);
    const filters = screen.getByRole('group', { name: 'Show' });
    await view.user.click(within(filters).getByRole('button', { name: 'Dropped 1' }));
    expect(within(comparison).getAllByRole('row')).toHaveLength(2);
  });

  it('says where reading stopped when a later page fails, keeping the ranks read', async () => {
    const badge = arrangedBoard();
    // A board longer than one page of 1000, whose second page fails.
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/badge/:badgeId/leaderboard', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json(
              Array.from({ length: 1000 }, (_, i) => ({
                wallet: `0x${(i + 1).toString(16).padStart(40, '0')}`,
                earnedAt: '2026-01-01T00:00:00.000Z',
                claimedAt: null,
                metadata: { score: 1000 - Math.floor(i / 2) },
              })),
            )
          : HttpResponse.json(
              { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
              { status: 500 },
            ),
      ),
    );
    renderRoute(url(badge.id));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reading the board stopped after 1,000 entries: Internal server error.',
    );
    const rows = within(await screen.findByRole('table', { name: 'Leaderboard' })).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('1(tie)');
    expect(within(rows[3]!).getAllByRole('cell')[0]).toHaveTextContent('3(tie)');
    expect(await screen.findByRole('button', { name: 'Freeze board' })).toBeDisabled();

    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('explains an empty board', async () => {
    const badge = arrangeBadge(sandbox, nounsId());
    renderRoute(url(badge.id));
    expect(await screen.findByRole('heading', { name: 'No one on this board yet' })).toBeInTheDocument();
    expect(screen.getByText(/Only a live badge can be awarded/)).toBeInTheDocument();
  });
});

describe('top boards on the community overview', () => {
  it('lists the live badges with the most attributions, most first, each linking to its leaderboard', async () => {
    const communityId = nounsId();
    const data = sandbox.runtime.store.data;
    const counts = new Map<string, number>();
    for (const a of data.attributions) counts.set(a.badgeId, (counts.get(a.badgeId) ?? 0) + 1);
    const expected = data.badges
      .filter((b) => b.communityId === communityId && b.status === 'live' && (counts.get(b.id) ?? 0) > 0)
      .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0));

    renderRoute(`/communities/${communityId}`);
    const card = await screen.findByRole('region', { name: 'Top boards' });
    const list = await within(card).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(
      expected.slice(0, 5).map((b) => `${b.title} leaderboard`),
    );
    expect(links[0]).toHaveAttribute(
      'href',
      `/communities/${communityId}/badges/${expected[0]!.id}/leaderboard`,
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      `${counts.get(expected[0]!.id)} attributions`,
    );
  });
});
