import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderRoute } from './render-route';
import type { SeenRequest } from './use-sandbox';

/**
 * What a list's sort tests read: the table's headers and its rows' record ids in order, and the
 * requests for the list at `path` (the service's path), of which the whole reads are pages of 1000.
 */
export function sortedList(tableName: string, path: string) {
  const table = () => screen.getByRole('table', { name: tableName });
  const reads = (seen: SeenRequest[]) => seen.filter((r) => r.path === path);
  return {
    header: (name: RegExp) => within(table()).getByRole('columnheader', { name }),
    /** The record ids the rows link to, in the table's order (read from the markup: role queries are slow). */
    rowIds: () =>
      [...table().querySelectorAll('tbody a[href]')].map(
        (a) => a.getAttribute('href')?.split('/').pop() ?? '',
      ),
    reads,
    wholeReads: (seen: SeenRequest[]) =>
      reads(seen).filter((r) => new URL(r.url).searchParams.get('perPage') === '1000'),
    /** The service is never asked to sort: it has no such parameter. */
    sentNoSort: (seen: SeenRequest[]) => reads(seen).every((r) => !new URL(r.url).searchParams.has('sort')),
  };
}

/**
 * Next page of a list sorted from its whole read: the URL says `search`, the rows are `rows`, and
 * the list is not read again.
 */
export async function nextSortedPage(
  view: ReturnType<typeof renderRoute>,
  list: ReturnType<typeof sortedList>,
  seen: SeenRequest[],
  expected: { search: string; rows: string[] },
) {
  const before = seen.length;
  // Disabled while the sorted order is made.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
  await view.user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(view.router.state.location.search).toBe(expected.search));
  await waitFor(() => expect(list.rowIds()).toEqual(expected.rows));
  expect(list.reads(seen.slice(before))).toEqual([]);
}
