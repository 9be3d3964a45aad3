import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCommunities } from '../../sandbox/domain/communities';
import type { Community } from '../../sandbox/domain/types';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The communities in the service's order (by name). */
const serviceOrder = (): Community[] =>
  listCommunities(sandbox.runtime.store, { page: 1, perPage: 1000 }).results;

/** Ids newest first, ties in the service's order. */
const newestFirst = (communities: Community[]) =>
  communities
    .map((c, i) => ({ c, i }))
    .sort((x, y) => Date.parse(y.c.createdAt) - Date.parse(x.c.createdAt) || x.i - y.i)
    .map(({ c }) => c.id);

const table = () => screen.getByRole('table', { name: 'Communities' });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
/** The community ids the rows link to, in the table's order (read from the markup: role queries are slow). */
const rowIds = () =>
  [...table().querySelectorAll('tbody a[href]')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');
const listReads = <R extends { path: string }>(seen: R[]) => seen.filter((r) => r.path === '/community');
const wholeReads = (seen: { path: string; url: string }[]) =>
  listReads(seen).filter((r) => new URL(r.url).searchParams.get('perPage') === '1000');

describe('community list sort', () => {
  it('sorts a list that fits on its page newest first in memory, with no whole read', async () => {
    const listed = serviceOrder();
    expect(listed.length).toBeGreaterThan(2);
    const seen = recordRequests(sandbox);
    const view = renderRoute('/communities');
    await waitFor(() => expect(rowIds()).toHaveLength(listed.length));
    expect(header(/Created/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Created/)).getByRole('button', { name: /Created/ }));
    await waitFor(() => expect(header(/Created/)).toHaveAttribute('aria-sort', 'descending'));
    const expected = newestFirst(listed);
    expect(expected).not.toEqual(listed.map((c) => c.id));
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?sort=-created');
    expect(wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer list whole and serves its pages from the sorted order', async () => {
    const { communities } = sandbox.runtime.store.data;
    const [first] = communities;
    // Made at the same moment, the newest: tied, they keep the service's (name) order.
    for (let i = 0; i < 12; i++)
      communities.push({
        ...first!,
        id: `arranged-community-${String(i)}`,
        name: `Arranged ${String(i)}`,
        shortName: `arranged-${String(i)}`,
        createdAt: '2031-01-01T00:00:00.000Z',
      });
    const expected = newestFirst(serviceOrder());
    const seen = recordRequests(sandbox);
    const view = renderRoute('/communities?perPage=10&sort=-created');
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Created/)).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 10)));
    expect(wholeReads(seen)).toHaveLength(1);
    expect(listReads(seen).every((r) => !new URL(r.url).searchParams.has('sort'))).toBe(true);

    const before = seen.length;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&perPage=10&sort=-created'));
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(10, 20)));
    expect(listReads(seen.slice(before))).toEqual([]);
  });
});
