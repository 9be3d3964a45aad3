import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotStorage } from '../../features/leaderboard/use-snapshots';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { createAttribution } from '../../sandbox/domain/attributions';
import { addTagMembers, createTag, deleteTag } from '../../sandbox/domain/tags';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

// The tests' DOM has no IndexedDB: snapshots are kept in memory.
afterEach(() => snapshotStorage.clear?.());
const store = () => sandbox.runtime.store;
const wallet = (digit: string) => `0x${digit.repeat(40)}`;

function nounsId(): string {
  const community = store().data.communities.find((c) => c.shortName === 'nouns-builders');
  return community!.id;
}

/** A live badge awarded to four wallets (B highest); A, C and D carry a tag made for the test. */
function arrangedBoard() {
  const badge = arrangeBadge(sandbox, nounsId());
  store().data.badges.find((b) => b.id === badge.id)!.status = 'live';
  const scores: [string, number][] = [
    ['a', 50],
    ['b', 90],
    ['c', 80],
    ['d', 10],
  ];
  for (const [digit, score] of scores)
    createAttribution(store(), {
      communityId: nounsId(),
      badgeId: badge.id,
      body: { wallet: wallet(digit), metadata: { score } },
    });
  const tag = createTag(store(), { communityId: nounsId(), body: { name: 'Board audience' } });
  const ids = ['a', 'c', 'd'].map(
    (digit) => store().data.members.find((m) => m.wallet.toLowerCase() === wallet(digit))!.id,
  );
  addTagMembers(store(), { communityId: nounsId(), tagId: tag.id, body: { members: ids } });
  return { badge, tag };
}

const short = (w: string) => {
  const sum = toChecksumAddress(w);
  return `${sum.slice(0, 6)}…${sum.slice(-4)}`;
};

function rows(): string[][] {
  const table = screen.getByRole('table', { name: 'Leaderboard' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent ?? '', cells[1]?.textContent ?? ''];
    });
}

describe('leaderboard of an audience', () => {
  it('filtered by a tag, ranks the tag’s members among themselves; the filter goes into the URL', async () => {
    const { badge, tag } = arrangedBoard();
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}/leaderboard`);
    await waitFor(() => expect(rows()[0]).toEqual(['1', short(wallet('b'))]), { timeout: 10_000 });
    // The tags are read beside the board: the option comes when they are in.
    await screen.findByRole('option', { name: `Holding “${tag.name}”` });
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Audience' }),
      `Holding “${tag.name}”`,
    );
    await waitFor(
      () =>
        expect(rows()).toEqual([
          ['1', short(wallet('c'))],
          ['2', short(wallet('a'))],
          ['3', short(wallet('d'))],
        ]),
      { timeout: 10_000 },
    );
    expect(screen.getByText(/3 of 4 entries are members who have Board audience/)).toBeInTheDocument();
    expect(new URLSearchParams(view.router.state.location.search).get('audience')).toBe(`all:${tag.id}`);
  });

  it('freezes the whole board, not the audience’s, so the rank history stays one board’s', async () => {
    const { badge, tag } = arrangedBoard();
    const view = renderRoute(
      `/communities/${nounsId()}/badges/${badge.id}/leaderboard?audience=${encodeURIComponent(`all:${tag.id}`)}`,
    );
    await screen.findByText(/3 of 4 entries are members/, {}, { timeout: 10_000 });
    await view.user.click(await screen.findByRole('button', { name: 'Freeze board' }));
    const snapshots = await screen.findByRole('list', { name: 'Snapshots' });
    expect(within(snapshots).getByText(/· 4 entries/)).toBeInTheDocument();
  });

  it('opened with an audience on a tag deleted since, ranks the whole board and says the filter was dropped', async () => {
    const { badge, tag } = arrangedBoard();
    deleteTag(store(), { communityId: nounsId(), tagId: tag.id });
    store().markChanged();
    const view = renderRoute(
      `/communities/${nounsId()}/badges/${badge.id}/leaderboard?audience=${encodeURIComponent(`all:${tag.id}`)}`,
    );
    const notice = await screen.findByText(
      /A filter no longer applies and was dropped/,
      {},
      { timeout: 10_000 },
    );
    expect(notice).toHaveTextContent(`the tag ${tag.id} no longer exists in this community`);
    await waitFor(() =>
      expect(new URLSearchParams(view.router.state.location.search).get('audience')).toBeNull(),
    );
    await waitFor(() => expect(rows()).toHaveLength(4), { timeout: 10_000 });
    expect(rows()[0]).toEqual(['1', short(wallet('b'))]);
  });
});
