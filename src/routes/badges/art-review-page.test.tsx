import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CDN_ORIGIN } from '../../config/sandbox';
import { artFileName } from '../../features/art/read-art-file';
import { journalKey, journalStore } from '../../features/journal/journal-storage';
import { labelsMissingFromNames } from '../../testing/label-in-name';
import { pngHeader } from '../../testing/png-header';
import { renderRoute, sandboxTestConnection } from '../../testing/render-route';
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
  it('lists every badge of the community', async () => {
    const community = smallCommunity();
    const { grid } = await openGrid(community.id);
    const shown = cards(grid).map(titleOf);
    expect(shown.toSorted()).toEqual(community.titles.toSorted());
    // Each card's "Fix in studio" is named by those words, then the badge it fixes.
    expect(labelsMissingFromNames(grid)).toEqual([]);
  }, 90_000);

  it("opens the studio on a badge's current art, and shows the art uploaded in its place", async () => {
    const community = smallCommunity();
    const badge = sandbox.runtime.store.data.badges.find((b) => b.communityId === community.id)!;
    const title = badge.title;
    badge.image = 'https://art.host.test/badges/current-art.png';
    const current = await pngHeader('current-art.png', 800, 600).arrayBuffer();
    sandbox.server.use(
      http.get(badge.image, () =>
        HttpResponse.arrayBuffer(current, { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    // The CDN serves the uploaded art too (its size is read for the checks).
    sandbox.server.use(
      http.get(`${SANDBOX_CDN_ORIGIN}/*`, () =>
        HttpResponse.arrayBuffer(current, { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const { grid, user } = await openGrid(community.id);
    const card = cards(grid).find((c) => titleOf(c) === title)!;
    await user.click(within(card).getByRole('button', { name: `Fix in studio: art of ${title}` }));

    // The art as its host serves it, opened in the studio under its own name.
    const studio = await screen.findByRole(
      'dialog',
      { name: `Art studio: ${artFileName('image/png', title)}` },
      { timeout: 5000 },
    );
    await user.click(within(studio).getByRole('button', { name: 'Cancel' }));
    const fix = screen.getByRole('dialog', { name: `Fix the art of ${title}` });
    await user.click(within(fix).getByRole('button', { name: 'Choose another' }));
    await user.upload(within(fix).getByLabelText('Image file to upload'), pngHeader('new-art.png', 600, 600));
    // A file chosen here goes to the studio too; uploaded as it is, it becomes the badge's image.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Art studio: new-art.png' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await user.click(await within(fix).findByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    // The dialog closes on success: the toast says what happened.
    expect(await screen.findByText(`Art of '${title}' replaced`)).toBeInTheDocument();
    const image = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)?.image ?? '';
    expect(image).toMatch(new RegExp(`^${SANDBOX_CDN_ORIGIN}/`));
    expect(image).not.toBe('https://art.host.test/badges/current-art.png');
    expect(within(card).getByRole('img', { name: `Art of ${title}` })).toHaveAttribute('src', image);
    // The journal says what changed: the image, compared with the badge as the review read it.
    await waitFor(async () => {
      const entries = await journalStore().read(journalKey(sandboxTestConnection.baseUrl));
      const update = entries.find((e) => e.action === 'Update badge');
      expect(update?.diff?.map((line) => line.key)).toEqual(['image']);
    });
  }, 90_000);

  it('says when the image host does not let the page read the art, and takes a dropped file instead', async () => {
    const community = smallCommunity();
    const badge = sandbox.runtime.store.data.badges.find((b) => b.communityId === community.id)!;
    badge.image = 'https://art.elsewhere.test/badge.png';
    // A cross-origin read the host does not allow reaches the page as a network error.
    sandbox.server.use(http.get('https://art.elsewhere.test/*', () => HttpResponse.error()));
    const { grid, user } = await openGrid(community.id);
    const card = cards(grid).find((c) => titleOf(c) === badge.title)!;
    await user.click(within(card).getByRole('button', { name: `Fix in studio: art of ${badge.title}` }));

    const fix = await screen.findByRole('dialog', { name: `Fix the art of ${badge.title}` });
    expect(
      await within(fix).findByText(/^art\.elsewhere\.test does not let this page read the art/),
    ).toBeInTheDocument();
    expect(within(fix).getByLabelText('Image file to upload')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Art studio/ })).not.toBeInTheDocument();
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

  it('gives an SVG the same verdicts on its card and in its Fix dialog, by the size it declares', async () => {
    const community = smallCommunity();
    const badge = sandbox.runtime.store.data.badges.find((b) => b.communityId === community.id)!;
    badge.image = 'https://art.host.test/badges/round.svg';
    // Square by its viewBox, with no width or height: a browser draws it at 300 × 150.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"><circle cx="128" cy="128" r="100"/></svg>';
    sandbox.server.use(
      http.get(badge.image, () => new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } })),
    );
    const { grid, user } = await openGrid(community.id);
    const card = cards(grid).find((c) => titleOf(c) === badge.title)!;
    const image = within(card).getByRole('img', { name: `Art of ${badge.title}` });
    Object.defineProperty(image, 'naturalWidth', { value: 300 });
    Object.defineProperty(image, 'naturalHeight', { value: 150 });
    fireEvent.load(image);
    const cardChecks = within(card).getByRole('list', { name: /^Checks of / });
    await waitFor(() => expect(cardChecks).toHaveTextContent(/File size \(Passes\)/));
    const onCard = checkTexts(cardChecks);
    expect([...onCard.values()].filter((text) => /^\((Problem|Warning)\)/.test(text))).toEqual([]);

    await user.click(within(card).getByRole('button', { name: `Fix in studio: art of ${badge.title}` }));
    const studio = await screen.findByRole('dialog', { name: /^Art studio: / }, { timeout: 5000 });
    await user.click(within(studio).getByRole('button', { name: 'Cancel' }));
    const fix = screen.getByRole('dialog', { name: `Fix the art of ${badge.title}` });
    const inDialog = checkTexts(await within(fix).findByRole('list', { name: /^Checks of / }));
    expect(within(fix).getByText('It meets the guidelines.')).toBeInTheDocument();
    for (const label of ['Pixel size', 'Aspect', 'File size']) {
      expect(onCard.get(label)).toBeDefined();
      expect(inDialog.get(label)).toBe(onCard.get(label));
    }
    // The card names the format check by what it found; the words and the status are the same.
    expect(inDialog.get('Format')).toBe(onCard.get('SVG'));
  }, 90_000);
});

/** Each check of a list by its label: its status word, what was found and the fix, as read. */
function checkTexts(list: HTMLElement): Map<string, string> {
  return new Map(
    within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const label = item.querySelector('.font-medium')?.textContent ?? '';
        return [label, item.textContent.slice(label.length).trim()];
      }),
  );
}
