import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listTagMembers } from '../../sandbox/domain/tags';
import type { Member } from '../../sandbox/domain/types';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const { id: nounsId, arrangeTag } = nounsBuilders(sandbox);

/** The tag's members in the service's order. */
const serviceOrder = (tagId: string): Member[] =>
  listTagMembers(sandbox.runtime.store, { communityId: nounsId(), tagId, page: 1, perPage: 1000 }).results;

/** Member ids in the order `compare` gives, ties in the service's order. */
function sortedIds(members: Member[], compare: (a: Member, b: Member) => number) {
  return members
    .map((m, i) => ({ m, i }))
    .sort((x, y) => compare(x.m, y.m) || x.i - y.i)
    .map(({ m }) => m.id);
}
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const table = () => screen.getByRole('table', { name: /^Members tagged/ });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
/** The member ids the rows link to, in the table's order. */
const rowIds = () =>
  [...table().querySelectorAll('tbody a[href]')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');
const memberReads = (seen: { url: string }[]) => seen.filter((r) => /\/tag\/[^/]+\/member/.test(r.url));
const wholeReads = (seen: { url: string }[]) =>
  memberReads(seen).filter((r) => new URL(r.url).searchParams.get('perPage') === '1000');

describe('tag members sort', () => {
  it('sorts members that fit on the page by role in memory, with no whole read', async () => {
    const { tag } = arrangeTag('Sorted members', 12);
    const listed = serviceOrder(tag.id);
    const expected = sortedIds(listed, (a, b) => collator.compare(a.role, b.role));
    expect(expected).not.toEqual(listed.map((m) => m.id));
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/tags/${tag.id}`);
    await waitFor(() => expect(rowIds()).toEqual(listed.map((m) => m.id)));
    expect(header(/Role/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Role/)).getByRole('button', { name: /Role/ }));
    await waitFor(() => expect(header(/Role/)).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?sort=role');
    expect(wholeReads(seen)).toHaveLength(0);
    expect(seen.filter((r) => new URL(r.url).searchParams.has('sort'))).toEqual([]);
  });

  it('reads a longer list whole, sorts it by member, and serves its second page from that order', async () => {
    const { tag } = arrangeTag('Sorted members, read whole', 30);
    const listed = serviceOrder(tag.id);
    // As the column shows it: the ENS name, else the wallet.
    const shown = (m: Member) => m.ensName ?? m.wallet;
    const expected = sortedIds(listed, (a, b) => collator.compare(shown(a), shown(b)));
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/tags/${tag.id}?perPage=10&sort=member`);
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Member/)).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 10)));
    expect(wholeReads(seen)).toHaveLength(1);

    const before = seen.length;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&perPage=10&sort=member'));
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(10, 20)));
    expect(expected.slice(10, 20)).not.toEqual(listed.slice(10, 20).map((m) => m.id));
    expect(memberReads(seen.slice(before))).toEqual([]);
    expect(seen.filter((r) => new URL(r.url).searchParams.has('sort'))).toEqual([]);
  });
});
