import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

function communitiesBySize(): [string, number][] {
  const counts = new Map<string, number>();
  for (const m of sandbox.runtime.store.data.members)
    counts.set(m.communityId, (counts.get(m.communityId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The community's member wallets, newest first (ties in the service's list order). */
function walletsNewestFirst(communityId: string): string[] {
  const members = sandbox.runtime.store.data.members.filter((m) => m.communityId === communityId);
  return members
    .map((m, i) => ({ m, i }))
    .sort((a, b) => Date.parse(b.m.createdAt) - Date.parse(a.m.createdAt) || a.i - b.i)
    .map(({ m }) => m.wallet.toLowerCase());
}

/** A community whose members all fit on a page of 50 (the largest page the pager offers but one). */
function fittingCommunity(): string {
  const fitting = communitiesBySize().find(([, n]) => n >= 3 && n <= 50);
  if (!fitting) throw new Error('The seed has no community of 3 to 50 members.');
  return fitting[0];
}

const table = () => screen.getByRole('table', { name: 'Members' });
const joinedHeader = () => within(table()).getByRole('columnheader', { name: /Joined/ });

/** The wallets the rows link to, in the table's order. */
function rowWallets(): string[] {
  return within(table())
    .getAllByRole('link')
    .map(
      (link) =>
        decodeURIComponent(link.getAttribute('href') ?? '')
          .split('/')
          .pop() ?? '',
    );
}

function idsToWallets(communityId: string, ids: string[]): string[] {
  const byId = new Map(sandbox.runtime.store.data.members.map((m) => [m.id, m.wallet.toLowerCase()]));
  return ids.map((id) => byId.get(id) ?? `${communityId}:${id}`);
}

const wholeReads = (seen: { url: string }[]) =>
  seen.filter((r) => /\/member\?/.test(r.url) && new URL(r.url).searchParams.get('perPage') === '1000');

describe('member list sort', () => {
  it('sorts a list that fits on its page in memory, newest first, with no whole read', async () => {
    const communityId = fittingCommunity();
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/members?perPage=50`);
    await waitFor(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
    expect(joinedHeader()).not.toHaveAttribute('aria-sort');

    await view.user.click(within(joinedHeader()).getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?perPage=50&sort=-joined'));
    await waitFor(() => expect(joinedHeader()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(idsToWallets(communityId, rowWallets())).toEqual(walletsNewestFirst(communityId)),
    );
    expect(wholeReads(seen)).toHaveLength(0);
    expect(screen.queryByText(/reads the whole list/)).not.toBeInTheDocument();
  });

  it('reads a longer list whole, sorts it, and serves its pages from the sorted order', async () => {
    const [[communityId, count]] = communitiesBySize() as [[string, number]];
    expect(count).toBeGreaterThan(25);
    const seen = recordRequests(sandbox);
    // Slow enough that the read's notice is on screen before the list is whole.
    sandbox.runtime.faults = { latencyMs: 300, errorRate: 0, forced: [] };
    const view = renderRoute(`/communities/${communityId}/members`);
    await waitFor(() => expect(within(table()).getAllByRole('link').length).toBe(25), { timeout: 5000 });

    await view.user.click(within(joinedHeader()).getByRole('button', { name: /Joined/ }));
    expect(
      await screen.findByText(
        new RegExp(`Sorting ${count.toLocaleString('en-US')} members reads the whole list`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Sorted from the whole list of/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();

    const expected = walletsNewestFirst(communityId);
    await waitFor(() => expect(idsToWallets(communityId, rowWallets())).toEqual(expected.slice(0, 25)));
    expect(wholeReads(seen)).toHaveLength(Math.ceil(count / 1000));

    const requestsBefore = seen.length;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&sort=-joined'));
    await waitFor(() => expect(idsToWallets(communityId, rowWallets())).toEqual(expected.slice(25, 50)));
    // The sorted pages come from the list read: a page change asks the service nothing.
    expect(
      seen
        .slice(requestsBefore)
        .filter((r) => /\/member\?/.test(r.url))
        .map((r) => r.url),
    ).toEqual([]);
  });

  it('cancels the whole read, leaving the list in the service order', async () => {
    const [[communityId]] = communitiesBySize() as [[string, number]];
    sandbox.runtime.faults = { latencyMs: 1500, errorRate: 0, forced: [] };
    const view = renderRoute(`/communities/${communityId}/members?sort=-joined`);
    const cancel = await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 });
    await view.user.click(cancel);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByText(/reads the whole list/)).not.toBeInTheDocument());
    expect(joinedHeader()).not.toHaveAttribute('aria-sort');
  });

  it('toggles the sort from the keyboard: newest first, oldest first, then the service order', async () => {
    const communityId = fittingCommunity();
    const view = renderRoute(`/communities/${communityId}/members?perPage=50`);
    await waitFor(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
    const button = within(joinedHeader()).getByRole('button', { name: /Joined/ });
    button.focus();

    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(joinedHeader()).toHaveAttribute('aria-sort', 'descending'));
    await view.user.keyboard(' ');
    await waitFor(() => expect(joinedHeader()).toHaveAttribute('aria-sort', 'ascending'));
    expect(view.router.state.location.search).toBe('?perPage=50&sort=joined');
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.search).toBe('?perPage=50'));
    await waitFor(() => expect(joinedHeader()).not.toHaveAttribute('aria-sort'));
    expect(document.activeElement).toBe(within(joinedHeader()).getByRole('button', { name: /Joined/ }));
  });

  it('reads a malformed sort in the URL as the service order', async () => {
    const [[communityId]] = communitiesBySize() as [[string, number]];
    const seen = recordRequests(sandbox);
    renderRoute(`/communities/${communityId}/members?sort=-wallet`);
    await waitFor(() => expect(within(table()).getAllByRole('link').length).toBe(25));
    expect(
      within(table())
        .queryAllByRole('columnheader')
        .filter((h) => h.hasAttribute('aria-sort')),
    ).toHaveLength(0);
    expect(wholeReads(seen)).toHaveLength(0);
  });
});
