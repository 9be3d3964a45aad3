import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createExperience, listExperiences } from '../../sandbox/domain/experiences';
import type { Experience } from '../../sandbox/domain/types';
import { renderRoute } from '../../testing/render-route';
import { nextSortedPage, sortedList } from '../../testing/sorted-list';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The community's experiences in the service's order (newest first). */
const serviceOrder = (communityId: string): Experience[] =>
  listExperiences(sandbox.runtime.store, { communityId, page: 1, perPage: 1000 }).results;

const largest = () =>
  sandbox.runtime.store.data.communities
    .map((c) => ({ communityId: c.id, count: serviceOrder(c.id).length }))
    .sort((a, b) => b.count - a.count)[0]!;

/** Ids in the order `compare` gives, ties in the service's order. */
const sortedIds = (experiences: Experience[], compare: (a: Experience, b: Experience) => number) =>
  experiences
    .map((e, i) => ({ e, i }))
    .sort((x, y) => compare(x.e, y.e) || x.i - y.i)
    .map(({ e }) => e.id);

describe('experience list sort', () => {
  it('sorts a list that fits on its page by name in memory, with no whole read', async () => {
    const { communityId, count } = largest();
    const { header, rowIds, wholeReads } = sortedList('Experiences', `/community/${communityId}/experience`);
    expect(count).toBeGreaterThan(2);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/experiences`);
    await waitFor(() => expect(rowIds()).toHaveLength(count));
    expect(header(/Experience/)).not.toHaveAttribute('aria-sort');

    await view.user.click(within(header(/Experience/)).getByRole('button', { name: /Experience/ }));
    await waitFor(() => expect(header(/Experience/)).toHaveAttribute('aria-sort', 'ascending'));
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const listed = serviceOrder(communityId);
    const expected = sortedIds(listed, (a, b) => collator.compare(a.name, b.name));
    expect(expected).not.toEqual(listed.map((e) => e.id));
    await waitFor(() => expect(rowIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?sort=experience');
    expect(wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer list whole, sorts it by start, and serves its pages from that order', async () => {
    const { communityId } = largest();
    const list = sortedList('Experiences', `/community/${communityId}/experience`);
    const { header, rowIds, wholeReads } = list;
    // Three start dates over twelve experiences: the ties show the order is stable.
    for (let i = 0; i < 12; i++)
      createExperience(sandbox.runtime.store, {
        communityId,
        body: {
          name: `Arranged ${String(i)}`,
          type: 'web',
          description: 'Made by the test that uses it.',
          imageUrl: 'https://img.sandbox.badge-console.test/experiences/arranged.png',
          bannerUrl: 'https://img.sandbox.badge-console.test/banners/arranged.png',
          codeUrl: 'https://code.sandbox.badge-console.test/arranged/index.html',
          startDate: `2031-0${String((i % 3) + 1)}-01T18:00:00.000Z`,
          endDate: '2031-12-01T18:00:00.000Z',
        },
      });
    const listed = serviceOrder(communityId);
    expect(listed.length).toBeGreaterThan(10);
    const expected = sortedIds(listed, (a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/experiences?perPage=10`);
    await waitFor(() => expect(rowIds()).toHaveLength(10));

    await view.user.click(within(header(/Starts/)).getByRole('button', { name: /Starts/ }));
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(header(/Starts/)).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowIds()).toEqual(expected.slice(0, 10)));
    expect(wholeReads(seen)).toHaveLength(1);
    expect(list.sentNoSort(seen)).toBe(true);

    await nextSortedPage(view, list, seen, {
      search: '?page=2&perPage=10&sort=-starts',
      rows: expected.slice(10, 20),
    });
  });
});
