import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const wallet = (digit: string) => `0x${digit.repeat(40)}`;
const [A, B, C, D, E] = ['a', 'b', 'c', 'd', 'e'].map(wallet) as [string, string, string, string, string];
const nounsId = () =>
  sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders')!.id;
const short = (w: string) => {
  const sum = toChecksumAddress(w);
  return `${sum.slice(0, 6)}…${sum.slice(-4)}`;
};

/**
 * A, B and C earned within 20 s with the same metadata; D's score is far above the rest; E claimed
 * 3 s after earning.
 */
function arrangedBoard() {
  const badge = arrangeBadge(sandbox, nounsId());
  sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
  const T = Date.parse('2026-05-01T12:00:00.000Z');
  const awards: [string, Record<string, unknown>, number, number | null][] = [
    [A, { ref: 'x', score: 5 }, 0, null],
    [B, { score: 5, ref: 'x' }, 10, null],
    [C, { ref: 'x', score: 5 }, 20, null],
    [D, { score: 500 }, 1000, null],
    [E, { score: 6 }, 5000, 3],
  ];
  for (const [w, metadata, second, claimAfter] of awards) {
    createAttribution(sandbox.runtime.store, {
      communityId: nounsId(),
      badgeId: badge.id,
      body: { wallet: w, metadata },
    });
    const stored = sandbox.runtime.store.data.attributions.find(
      (a) => a.badgeId === badge.id && a.wallet?.toLowerCase() === w,
    )!;
    stored.earnedAt = new Date(T + second * 1000).toISOString();
    stored.claimedAt = claimAfter === null ? null : new Date(T + (second + claimAfter) * 1000).toISOString();
  }
  return badge;
}

const rowOf = (w: string) =>
  within(screen.getByRole('table', { name: 'Leaderboard' }))
    .getAllByRole('row')
    .find((row) => row.textContent.includes(short(w)));

describe('review signals', () => {
  it('flags entries for each reason under the URL’s thresholds, edits them in the URL and filters to the flagged', async () => {
    const badge = arrangedBoard();
    const view = renderRoute(
      `/communities/${nounsId()}/badges/${badge.id}/leaderboard?signals=on&burst=3&shared=3`,
    );
    expect(await screen.findByText('5 entries flagged')).toBeInTheDocument();
    expect(screen.getByText(/Signals for review, not verdicts/)).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Entries per reason' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent.split(' (')[0]),
    ).toEqual(['Burst: 3', 'Same metadata: 3', 'Outlier: 1', 'Fast claim: 1']);
    expect(within(rowOf(A)!).getByText('Burst')).toBeInTheDocument();
    expect(within(rowOf(A)!).getByText('Same metadata')).toBeInTheDocument();
    expect(within(rowOf(D)!).getByText('Outlier')).toBeInTheDocument();
    expect(within(rowOf(E)!).getByText('Fast claim')).toBeInTheDocument();

    // Four awards within the window: no burst any more; the threshold goes into the URL.
    const burst = screen.getByLabelText('Burst: awards');
    await view.user.clear(burst);
    await view.user.type(burst, '4');
    await waitFor(() => expect(within(counts).getAllByRole('listitem')[0]).toHaveTextContent(/^Burst: 0/));
    expect(new URLSearchParams(view.router.state.location.search).get('burst')).toBe('4');
    expect(screen.getByText('5 entries flagged')).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText('Same metadata: wallets'));
    await view.user.type(screen.getByLabelText('Same metadata: wallets'), '4');
    expect(await screen.findByText('2 entries flagged')).toBeInTheDocument();

    await view.user.click(screen.getByLabelText('Flagged only'));
    expect(new URLSearchParams(view.router.state.location.search).get('flagged')).toBe('only');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Leaderboard' })).getAllByRole('row')).toHaveLength(3),
    );
    expect(rowOf(D)).toBeDefined();
    expect(rowOf(E)).toBeDefined();
  });
});
