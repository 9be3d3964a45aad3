import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWebhook, listWebhooks } from '../../sandbox/domain/webhooks';
import { renderRoute } from '../../testing/render-route';
import { sortedList } from '../../testing/sorted-list';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const list = sortedList('Webhooks', '/webhooks');
const { header, rowIds } = list;

describe('webhook list sort', () => {
  it('sorts the webhooks by URL as written in memory, ties in the service’s order, with nothing more read', async () => {
    const store = sandbox.runtime.store;
    const make = (callbackUrl: string) =>
      createWebhook(store, { body: { callbackUrl, events: ['account.created'] } }).id;
    // As written, 'Z' comes before 'a' (by locale it would not); the two same URLs tie.
    const same = make('https://hooks.example/same');
    const zeta = make('https://Zeta.example/hook');
    const sameToo = make('https://hooks.example/same');
    const alpha = make('https://alpha.example/hook');
    const listed = listWebhooks(store);
    const byUrl = listed
      .map((w, i) => ({ w, i }))
      .sort((x, y) =>
        x.w.callbackUrl < y.w.callbackUrl ? -1 : x.w.callbackUrl > y.w.callbackUrl ? 1 : x.i - y.i,
      )
      .map(({ w }) => w.id);
    const ours = (ids: string[]) => ids.filter((id) => [same, zeta, sameToo, alpha].includes(id));
    expect(ours(byUrl)).toEqual([zeta, alpha, same, sameToo]);

    const seen = recordRequests(sandbox);
    const view = renderRoute('/webhooks');
    await waitFor(() => expect(rowIds()).toEqual(listed.map((w) => w.id)));
    const before = seen.length;
    expect(header(/Callback URL/)).not.toHaveAttribute('aria-sort');

    const sortButton = within(header(/Callback URL/)).getByRole('button', { name: /Callback URL/ });
    await view.user.click(sortButton);
    await waitFor(() => expect(header(/Callback URL/)).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rowIds()).toEqual(byUrl));
    expect(view.router.state.location.search).toBe('?sort=url');

    // From the keyboard, the other way: the tie keeps its order.
    sortButton.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(header(/Callback URL/)).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(ours(rowIds())).toEqual([same, sameToo, alpha, zeta]));
    expect(view.router.state.location.search).toBe('?sort=-url');
    expect(list.reads(seen.slice(before))).toEqual([]);
    expect(list.sentNoSort(seen)).toBe(true);
  });
});
