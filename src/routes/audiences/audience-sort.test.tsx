import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listTagMembers } from '../../sandbox/domain/tags';
import type { Member } from '../../sandbox/domain/types';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const { id: nounsId, arrangeTag } = nounsBuilders(sandbox);

/** The tag's members in the service's order: a one-tag audience keeps it. */
const serviceOrder = (tagId: string): Member[] =>
  listTagMembers(sandbox.runtime.store, { communityId: nounsId(), tagId, page: 1, perPage: 1000 }).results;

/** What each row links to (the member's wallet), in the order `members` would be sorted. */
const linkOf = (m: Member) => m.wallet;
function sortedLinks(members: Member[], compare: (a: Member, b: Member) => number) {
  return members
    .map((m, i) => ({ m, i }))
    .sort((x, y) => compare(x.m, y.m) || x.i - y.i)
    .map(({ m }) => linkOf(m));
}

/** The requests to the service (not the sandbox's own control reads). */
const serviceReads = (seen: { path: string }[]) => seen.filter((r) => !r.path.includes('/_control/'));
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const table = () => screen.getByRole('table', { name: 'Members of the audience' });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
const rowLinks = () =>
  [...table().querySelectorAll('tbody a[href]')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');
const audienceUrl = (tagId: string) =>
  `/communities/${nounsId()}/audiences?audience=${encodeURIComponent(`all:${tagId}`)}`;

describe('audience members sort', () => {
  it('sorts an audience that fits on its page by role in memory, ties in the list’s order', async () => {
    const { tag } = arrangeTag('Sorted by role', 12);
    const listed = serviceOrder(tag.id);
    const expected = sortedLinks(listed, (a, b) => collator.compare(a.role, b.role));
    expect(expected).not.toEqual(listed.map(linkOf));
    const view = renderRoute(audienceUrl(tag.id));
    await waitFor(() => expect(rowLinks()).toEqual(listed.map(linkOf)), { timeout: 10_000 });
    expect(header(/Role/)).not.toHaveAttribute('aria-sort');

    const seen = recordRequests(sandbox);
    await view.user.click(within(header(/Role/)).getByRole('button', { name: /Role/ }));
    await waitFor(() => expect(header(/Role/)).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rowLinks()).toEqual(expected));
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('role');
    expect(serviceReads(seen)).toEqual([]);
  });

  it('sorts a longer audience by member and serves its second page from that order', async () => {
    const { tag } = arrangeTag('Sorted by member', 30);
    const listed = serviceOrder(tag.id);
    expect(listed.length).toBeGreaterThan(25);
    // As the column shows it: the ENS name, else the wallet.
    const shown = (m: Member) => m.ensName ?? m.wallet;
    const expected = sortedLinks(listed, (a, b) => collator.compare(shown(a), shown(b)));
    expect(expected.slice(25)).not.toEqual(listed.slice(25).map(linkOf));
    const view = renderRoute(audienceUrl(tag.id));
    await waitFor(() => expect(rowLinks()).toEqual(listed.slice(0, 25).map(linkOf)), { timeout: 10_000 });

    const seen = recordRequests(sandbox);
    await view.user.click(within(header(/Member/)).getByRole('button', { name: /Member/ }));
    await waitFor(() => expect(header(/Member/)).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rowLinks()).toEqual(expected.slice(0, 25)));

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowLinks()).toEqual(expected.slice(25)));
    const search = new URLSearchParams(view.router.state.location.search);
    expect([search.get('page'), search.get('sort')]).toEqual(['2', 'member']);
    expect(serviceReads(seen)).toEqual([]);
  });
});
