import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCommunities } from '../../sandbox/domain/communities';
import type { Community } from '../../sandbox/domain/types';
import { renderRoute } from '../../testing/render-route';
import { nextSortedPage, sortedList } from '../../testing/sorted-list';
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

const list = sortedList('Communities', '/community');
const { header, rowIds, wholeReads } = list;

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
    expect(list.sentNoSort(seen)).toBe(true);

    await nextSortedPage(view, list, seen, {
      search: '?page=2&perPage=10&sort=-created',
      rows: expected.slice(10, 20),
    });
  });
});
