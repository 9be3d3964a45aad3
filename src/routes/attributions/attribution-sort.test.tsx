import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommunityAttribution } from '../../api/types';
import { attributionHolder } from '../../features/attributions/attribution-wallet';
import { listBadgeAttributions } from '../../sandbox/domain/attributions';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The badge's attributions in the service's order. */
function serviceOrder(communityId: string, badgeId: string): CommunityAttribution[] {
  return listBadgeAttributions(sandbox.runtime.store, { communityId, badgeId, page: 1, perPage: 1000 })
    .results;
}

/** The seed's badges by the length of their attribution list, longest first. */
function badgesBySize(): { communityId: string; badgeId: string; count: number }[] {
  return sandbox.runtime.store.data.badges
    .map((b) => ({
      communityId: b.communityId,
      badgeId: b.id,
      count: serviceOrder(b.communityId, b.id).length,
    }))
    .sort((a, b) => b.count - a.count);
}

/** Stable sort of ids by a value, descending or ascending, empty values last. */
function idsBy(
  rows: CommunityAttribution[],
  value: (a: CommunityAttribution) => number | string | null | undefined,
  direction: 'asc' | 'desc',
): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const filled = rows.filter((a) => value(a) != null);
  const empty = rows.filter((a) => value(a) == null);
  const order = filled
    .map((a, i) => ({ a, i }))
    .sort((x, y) => {
      const [v, w] = [value(x.a) ?? '', value(y.a) ?? ''];
      return sign * (v < w ? -1 : v > w ? 1 : 0) || x.i - y.i;
    });
  return [...order.map(({ a }) => a.id), ...empty.map((a) => a.id)];
}

const table = () => screen.getByRole('table', { name: 'Attributions' });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });

/** The attribution ids the rows link to, in the table's order. */
function rowIds(): string[] {
  // Read from the markup: a role query over every link of 50 rows is slow in the DOM of the tests.
  return [...table().querySelectorAll('tbody a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.includes('/attributions/'))
    .map((href) => decodeURIComponent(href.split('/').pop() ?? ''));
}

const wholeReads = (seen: { url: string }[]) =>
  seen.filter((r) => /\/attribution\?/.test(r.url) && new URL(r.url).searchParams.get('perPage') === '250');

const base = (communityId: string, badgeId: string) =>
  `/communities/${communityId}/badges/${badgeId}/attributions`;

describe('attribution list sort', () => {
  it('sorts a list that fits on its page by status in memory, ties in the service order', async () => {
    const small = badgesBySize().find((b) => b.count >= 3 && b.count <= 50);
    if (!small) throw new Error('The seed has no badge of 3 to 50 attributions.');
    const listed = serviceOrder(small.communityId, small.badgeId);
    // Both statuses are there, so the order is not the service's one by chance.
    expect(new Set(listed.map((a) => Boolean(a.claimedAt))).size).toBe(2);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`${base(small.communityId, small.badgeId)}?perPage=50`);
    await waitFor(() => expect(rowIds()).toHaveLength(small.count));
    expect(header(/Status/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Status/)).getByRole('button', { name: /Status/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?perPage=50&sort=status'));
    await waitFor(() => expect(header(/Status/)).toHaveAttribute('aria-sort', 'ascending'));
    const expected = idsBy(listed, (a) => (a.claimedAt ? 'claimed' : 'earned'), 'asc');
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer list whole, sorts it by claim time, and serves its pages from that order', async () => {
    const [large] = badgesBySize() as [{ communityId: string; badgeId: string; count: number }];
    expect(large.count).toBeGreaterThan(50);
    const seen = recordRequests(sandbox);
    const view = renderRoute(base(large.communityId, large.badgeId));
    await waitFor(() => expect(rowIds()).toHaveLength(25));

    await view.user.click(within(header(/Claimed/)).getByRole('button', { name: /Claimed/ }));
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    await waitFor(() => expect(header(/Claimed/)).toHaveAttribute('aria-sort', 'descending'));
    const expected = idsBy(
      serviceOrder(large.communityId, large.badgeId),
      (a) => (a.claimedAt ? Date.parse(a.claimedAt) : null),
      'desc',
    );
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 25)));
    expect(wholeReads(seen)).toHaveLength(Math.ceil(large.count / 250));

    const before = seen.length;
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&sort=-claimed'));
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(25, 50)));
    // The sorted pages come from the list read: a page change asks the service for no attribution.
    expect(seen.slice(before).filter((r) => /\/attribution\?/.test(r.url))).toEqual([]);
  });

  it('sorts only the attributions of the status filter, read whole with that filter', async () => {
    const [large] = badgesBySize() as [{ communityId: string; badgeId: string; count: number }];
    const claimed = serviceOrder(large.communityId, large.badgeId).filter((a) => a.claimedAt);
    expect(claimed.length).toBeGreaterThan(25);
    const seen = recordRequests(sandbox);
    renderRoute(`${base(large.communityId, large.badgeId)}?status=claimed&sort=wallet`);
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Wallet/)).toHaveAttribute('aria-sort', 'ascending');
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const label = (a: CommunityAttribution) => {
      const { wallet, ensName } = attributionHolder(a);
      return ensName ?? wallet ?? '';
    };
    const expected = claimed
      .map((a, i) => ({ a, i }))
      .sort((x, y) => collator.compare(label(x.a), label(y.a)) || x.i - y.i)
      .map(({ a }) => a.id);
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 25)));
    expect(wholeReads(seen).length).toBeGreaterThan(0);
    expect(wholeReads(seen).every((r) => new URL(r.url).searchParams.get('status') === 'claimed')).toBe(true);
  });
});
