import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge, nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const nouns = nounsBuilders(sandbox);

/** The nth wallet of the arranged badge: one prefix, the last four digits its number in hex. */
const walletOf = (n: number) => `0x${'ab'.repeat(18)}${n.toString(16).padStart(4, '0')}`;

/** A live badge awarded to `count` wallets (more than a page: a search of part of one reads it whole). */
function arrangedBadge(count: number) {
  const badge = arrangeBadge(sandbox, nouns.id(), { maxClaims: 1000 });
  sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
  for (let n = 1; n <= count; n++)
    createAttribution(sandbox.runtime.store, {
      communityId: nouns.id(),
      badgeId: badge.id,
      body: { wallet: walletOf(n) },
    });
  return badge;
}

const base = (badgeId: string) => `/communities/${nouns.id()}/badges/${badgeId}/attributions`;
const table = () => screen.getByRole('table', { name: 'Attributions' });

/** The wallets the rows link to (their member pages), in the table's order. */
function rowWallets(): string[] {
  return [...table().querySelectorAll('tbody a[href*="/members/"]')].map((link) =>
    (link.getAttribute('href') ?? '').split('/').pop()!.toLowerCase(),
  );
}

const attributionReads = (seen: SeenRequest[]) => seen.filter((r) => /\/attribution\?/.test(r.url));
const wholeReads = (seen: SeenRequest[]) =>
  attributionReads(seen).filter((r) => new URL(r.url).searchParams.get('perPage') === '250');

async function search(view: ReturnType<typeof renderRoute>, text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Find an award' });
  await view.user.clear(box);
  await view.user.type(box, `${text}{Enter}`);
}

describe('attribution search', () => {
  it('answers a whole wallet from the member and their badges, without reading the whole list', async () => {
    const badge = arrangedBadge(60);
    const seen = recordRequests(sandbox);
    const view = renderRoute(base(badge.id));
    await waitFor(() => expect(rowWallets()).toHaveLength(25));
    const before = seen.length;

    const wanted = toChecksumAddress(walletOf(42));
    await search(view, wanted.toLowerCase());
    await waitFor(() => expect(view.router.state.location.search).toBe(`?q=${wanted.toLowerCase()}`));
    expect(
      await screen.findByText('Exact wallet: read without the whole list.', { exact: false }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowWallets()).toEqual([walletOf(42)]));

    const asked = seen.slice(before).map((r) => r.path);
    expect(asked).toEqual([
      `/community/${nouns.id()}/member/${wanted}`,
      expect.stringMatching(new RegExp(`^/community/${nouns.id()}/member/[^/]+/badges$`)),
    ]);
    expect(attributionReads(seen.slice(before))).toEqual([]);
  });

  it('says a member id names a member who does not hold the badge, still without the whole list', async () => {
    const badge = arrangedBadge(30);
    const other = nouns.members().find((m) => !m.wallet.startsWith('0xabab'))!;
    const seen = recordRequests(sandbox);
    renderRoute(`${base(badge.id)}?q=${other.id}`);
    expect(
      await screen.findByText(
        'Exact member ID: read without the whole list. This member does not hold this badge.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No results match these filters')).toBeInTheDocument();
    expect(wholeReads(seen)).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Find an award' })).toHaveValue(other.id);
  });

  it('matches part of a wallet in the whole list, in any case, and says what it read', async () => {
    const badge = arrangedBadge(60);
    const seen = recordRequests(sandbox);
    const view = renderRoute(base(badge.id));
    await waitFor(() => expect(rowWallets()).toHaveLength(25));

    // 0x0010 to 0x001f: sixteen wallets end in 001 and one more digit.
    await search(view, 'AB001');
    expect(await screen.findByText(/^Matched 16 of 60 awards in the whole list read at/)).toBeInTheDocument();
    const expected = Array.from({ length: 16 }, (_, i) => walletOf(0x10 + i));
    await waitFor(() => expect([...rowWallets()].sort()).toEqual([...expected].sort()));
    expect(wholeReads(seen)).toHaveLength(1);
    expect(view.router.state.location.search).toBe('?q=AB001');
  });

  it('says no award matches, with the whole list read, and clears the search', async () => {
    const badge = arrangedBadge(30);
    const view = renderRoute(`${base(badge.id)}?q=zzzz`);
    expect(await screen.findByText(/^Matched 0 of 30 awards in the whole list read at/)).toBeInTheDocument();
    expect(await screen.findByText('No results match these filters')).toBeInTheDocument();

    await view.user.click(
      within(screen.getByRole('search', { name: 'Find an award' })).getByRole('button', { name: 'Clear' }),
    );
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() => expect(rowWallets()).toHaveLength(25));
    expect(screen.getByRole('searchbox', { name: 'Find an award' })).toHaveValue('');
  });
});
