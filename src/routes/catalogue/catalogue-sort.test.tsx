import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAllBadges } from '../../sandbox/domain/badges';
import type { Badge } from '../../sandbox/domain/types';
import { renderRoute } from '../../testing/render-route';
import { nextSortedPage, sortedList } from '../../testing/sorted-list';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The catalogue's badges in the service's order (newest first). */
const serviceOrder = (): Badge[] => listAllBadges(sandbox.runtime.store, { page: 1, perPage: 1000 }).results;

/** Ids in the order `compare` gives, ties in the service's order. */
const sortedIds = (badges: Badge[], compare: (a: Badge, b: Badge) => number) =>
  badges
    .map((b, i) => ({ b, i }))
    .sort((x, y) => compare(x.b, y.b) || x.i - y.i)
    .map(({ b }) => b.id);

const list = sortedList('Badges in the catalogue', '/badges');
const { header, rowIds, wholeReads } = list;

describe('catalogue sort', () => {
  it('sorts a catalogue that fits on its page by badge in memory, with no whole read', async () => {
    const listed = serviceOrder();
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.length).toBeLessThanOrEqual(100);
    const seen = recordRequests(sandbox);
    const view = renderRoute('/catalogue?perPage=100');
    await waitFor(() => expect(rowIds()).toHaveLength(listed.length));
    expect(header(/Badge/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Badge/)).getByRole('button', { name: /Badge/ }));
    await waitFor(() => expect(header(/Badge/)).toHaveAttribute('aria-sort', 'ascending'));
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const expected = sortedIds(listed, (a, b) => collator.compare(a.title, b.title));
    expect(expected).not.toEqual(listed.map((b) => b.id));
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?perPage=100&sort=badge');
    expect(wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer catalogue whole, sorts it by rewards, and serves its pages from that order', async () => {
    const listed = serviceOrder();
    expect(listed.length).toBeGreaterThan(10);
    // Most badges share a reward count: the ties show the order is stable.
    const expected = sortedIds(listed, (a, b) => b.rewards.length - a.rewards.length);
    expect(expected.slice(0, 10)).not.toEqual(listed.slice(0, 10).map((b) => b.id));
    const seen = recordRequests(sandbox);
    const view = renderRoute('/catalogue?perPage=10');
    await waitFor(() => expect(rowIds()).toHaveLength(10));

    await view.user.click(within(header(/Rewards/)).getByRole('button', { name: /Rewards/ }));
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Rewards/)).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 10)));
    expect(wholeReads(seen)).toHaveLength(1);
    expect(list.sentNoSort(seen)).toBe(true);

    await nextSortedPage(view, list, seen, {
      search: '?page=2&perPage=10&sort=-rewards',
      rows: expected.slice(10, 20),
    });
  });
});
