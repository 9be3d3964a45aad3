import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTag, listTags } from '../../sandbox/domain/tags';
import type { PublicTag } from '../../sandbox/domain/views';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The community's tags in the service's order (by name). */
const serviceOrder = (communityId: string): PublicTag[] =>
  listTags(sandbox.runtime.store, { communityId, page: 1, perPage: 1000 }).results;

/** Ids newest first, ties in the service's order. */
const newestFirst = (tags: PublicTag[]) =>
  tags
    .map((t, i) => ({ t, i }))
    .sort((x, y) => Date.parse(y.t.createdAt) - Date.parse(x.t.createdAt) || x.i - y.i)
    .map(({ t }) => t.id);

const largest = () =>
  sandbox.runtime.store.data.communities
    .map((c) => ({ communityId: c.id, count: serviceOrder(c.id).length }))
    .sort((a, b) => b.count - a.count)[0]!;

const table = () => screen.getByRole('table', { name: 'Tags' });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
/** The tag ids the rows link to, in the table's order (read from the markup: role queries are slow). */
const rowIds = () =>
  [...table().querySelectorAll('tbody a[href]')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');
const wholeReads = (seen: { url: string }[]) =>
  seen.filter((r) => /\/tag\?/.test(r.url) && new URL(r.url).searchParams.get('perPage') === '1000');

describe('tag list sort', () => {
  it('sorts a list that fits on its page newest first in memory, with no whole read', async () => {
    const { communityId, count } = largest();
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/tags`);
    await waitFor(() => expect(rowIds()).toHaveLength(count));
    expect(header(/Created/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Created/)).getByRole('button', { name: /Created/ }));
    await waitFor(() => expect(header(/Created/)).toHaveAttribute('aria-sort', 'descending'));
    const expected = newestFirst(serviceOrder(communityId));
    expect(expected).not.toEqual(serviceOrder(communityId).map((t) => t.id));
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?sort=-created');
    expect(wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer list whole and serves its pages from the sorted order', async () => {
    const { communityId } = largest();
    // Made at the same moment: the newest, tied, in the service's (name) order.
    for (let i = 0; i < 12; i++)
      createTag(sandbox.runtime.store, { communityId, body: { name: `Arranged ${String(i)}` } });
    const expected = newestFirst(serviceOrder(communityId));
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/tags?perPage=10&sort=-created`);
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Created/)).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 10)));
    expect(wholeReads(seen)).toHaveLength(1);

    const before = seen.length;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&perPage=10&sort=-created'));
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(10, 20)));
    expect(seen.slice(before).filter((r) => /\/tag\?/.test(r.url))).toEqual([]);
  });
});
