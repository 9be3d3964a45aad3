import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** A seeded community with a few badges (each card is a real image element in jsdom). */
function smallCommunity(): { id: string; titles: string[] } {
  const { badges, communities } = sandbox.runtime.store.data;
  const counted = communities
    .map((c) => ({
      id: c.id,
      titles: badges.filter((b) => b.communityId === c.id).map((b) => b.title),
    }))
    .filter((c) => c.titles.length >= 3)
    .sort((a, b) => a.titles.length - b.titles.length);
  const [first] = counted;
  if (!first) throw new Error('the seed has no community with three badges');
  return first;
}

async function openGrid(communityId: string) {
  const view = renderRoute(`/communities/${communityId}/badges/art`);
  const grid = await screen.findByRole('list', { name: 'Badge art' }, { timeout: 10_000 });
  return { ...view, grid };
}

/** The grid's cards (each card holds its own list of checks). */
const cards = (grid: HTMLElement) =>
  Array.from(grid.children).filter((child): child is HTMLElement => child instanceof HTMLLIElement);
const titleOf = (card: HTMLElement) => within(card).getByRole('heading', { level: 2 }).textContent;

/** The image's load event, as a browser fires it once a square image of this size is drawn. */
function loadSquare(image: HTMLElement, side: number) {
  Object.defineProperty(image, 'naturalWidth', { value: side });
  Object.defineProperty(image, 'naturalHeight', { value: side });
  fireEvent.load(image);
}

describe('art review of a community', () => {
  it('lists every badge of the community, each linking to its edit page', async () => {
    const community = smallCommunity();
    const { grid } = await openGrid(community.id);
    const shown = cards(grid).map(titleOf);
    expect(shown.toSorted()).toEqual(community.titles.toSorted());
    const [first] = cards(grid);
    expect(within(first!).getByRole('link', { name: /^Replace art of / })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/communities/${community.id}/badges/[^/]+/edit$`)),
    );
  }, 90_000);

  it('flags an image that fails to load, and sorts the badges with problems first', async () => {
    const community = smallCommunity();
    const { grid, user } = await openGrid(community.id);
    const all = cards(grid);
    const broken = all.at(-1)!;
    const brokenTitle = titleOf(broken);
    fireEvent.error(within(broken).getByRole('img'));
    for (const card of all.slice(0, -1)) loadSquare(within(card).getByRole('img'), 600);

    expect(within(broken).getByRole('list', { name: /^Checks of / })).toHaveTextContent(/Fails to load/);
    expect(
      within(broken).getByRole('img', { name: `Art of ${brokenTitle} (not shown)` }),
    ).toBeInTheDocument();
    for (const card of all.slice(0, -1)) expect(card).not.toHaveTextContent(/Fails to load/);
    expect(titleOf(cards(grid)[0]!)).not.toBe(brokenTitle);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Problems first');
    // The order is kept in the URL: the grid is sorted once the navigation lands.
    await waitFor(() => expect(titleOf(cards(grid)[0]!)).toBe(brokenTitle));
    expect(cards(grid)).toHaveLength(all.length);

    await user.click(screen.getByRole('checkbox', { name: 'Only art with problems' }));
    await waitFor(() => expect(cards(grid).map(titleOf)).toEqual([brokenTitle]));
  }, 90_000);
});
