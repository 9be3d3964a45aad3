import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listBadges } from '../../sandbox/domain/badges';
import type { Badge } from '../../sandbox/domain/types';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The community's badges in the service's order. */
const serviceOrder = (communityId: string): Badge[] =>
  listBadges(sandbox.runtime.store, { communityId, page: 1, perPage: 1000 }).results;

/** Communities by their badge count, largest first. */
const communitiesBySize = () =>
  sandbox.runtime.store.data.communities
    .map((c) => ({ communityId: c.id, count: serviceOrder(c.id).length }))
    .sort((a, b) => b.count - a.count);

const table = () => screen.getByRole('table', { name: 'Badges' });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });

/** The badge ids the rows link to, in the table's order (read from the markup: role queries are slow). */
const rowIds = () =>
  [...table().querySelectorAll('tbody a[href]')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');

const wholeReads = (seen: { url: string }[]) =>
  seen.filter((r) => /\/badge\?/.test(r.url) && new URL(r.url).searchParams.get('perPage') === '1000');

describe('badge list sort', () => {
  it('sorts a list that fits on its page by name in memory, with no whole read', async () => {
    const [{ communityId, count }] = communitiesBySize() as [{ communityId: string; count: number }];
    expect(count).toBeGreaterThan(2);
    expect(count).toBeLessThanOrEqual(10);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/badges?perPage=10`);
    await waitFor(() => expect(rowIds()).toHaveLength(count));
    expect(header(/Badge/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Badge/)).getByRole('button', { name: /Badge/ }));
    await waitFor(() => expect(header(/Badge/)).toHaveAttribute('aria-sort', 'ascending'));
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const expected = serviceOrder(communityId)
      .map((b, i) => ({ b, i }))
      .sort((x, y) => collator.compare(x.b.title, y.b.title) || x.i - y.i)
      .map(({ b }) => b.id);
    expect(expected).not.toEqual(serviceOrder(communityId).map((b) => b.id));
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?perPage=10&sort=badge');
    expect(wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer list whole, sorts it by max claims, and serves its pages from that order', async () => {
    const { communityId } = communitiesBySize().at(-1)!;
    // Badges of one max-claims value and of none (empty goes last): the ties show the order is stable.
    // Four max-claims values over twelve badges: the ties show the order is stable.
    for (let i = 0; i < 12; i++)
      arrangeBadge(sandbox, communityId, { title: `Arranged ${String(i)}`, maxClaims: ((i % 4) + 1) * 10 });
    const listed = serviceOrder(communityId);
    expect(listed.length).toBeGreaterThan(10);
    const expected = listed
      .map((b, i) => ({ b, i }))
      .sort((x, y) => y.b.maxClaims - x.b.maxClaims || x.i - y.i)
      .map(({ b }) => b.id);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/badges?perPage=10`);
    await waitFor(() => expect(rowIds()).toHaveLength(10));

    await view.user.click(within(header(/Max claims/)).getByRole('button', { name: /Max claims/ }));
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Max claims/)).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 10)));
    expect(wholeReads(seen)).toHaveLength(1);

    const before = seen.length;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&perPage=10&sort=-maxClaims'));
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(10, 20)));
    expect(seen.slice(before).filter((r) => /\/badge\?/.test(r.url))).toEqual([]);
  });
});
