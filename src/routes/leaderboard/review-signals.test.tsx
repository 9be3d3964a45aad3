import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeAwardKind } from '../../features/jobs/badge-award-kind';
import { resetSharedJobRunner, sharedJobRunner } from '../../features/jobs/use-jobs';
import { toChecksumAddress } from '../../sandbox/domain/address';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => resetSharedJobRunner());

const wallet = (digit: string) => `0x${digit.repeat(40)}`;
const [A, B, C, D, E, F, G, H] = ['a', 'b', 'c', 'd', 'e', 'f', '1', '2'].map(wallet) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
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
      `/communities/${nounsId()}/badges/${badge.id}/leaderboard?signals=on&burst=3&shared=3&claimRun=1`,
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

    // E's quick claim is alone in earn order: not a run of two.
    const run = screen.getByLabelText('Fast claim: entries in a row');
    await view.user.clear(run);
    await view.user.type(run, '2');
    await waitFor(() =>
      expect(within(counts).getAllByRole('listitem')[3]).toHaveTextContent(/^Fast claim: 0/),
    );
    expect(new URLSearchParams(view.router.state.location.search).get('claimRun')).toBe('2');
  });

  it('checks the top entries’ members on request: not a member, no tokens, joined after the window opened', async () => {
    const badge = arrangedBoard();
    const data = sandbox.runtime.store.data;
    const stored = data.badges.find((b) => b.id === badge.id)!;
    const memberOf = (w: string) =>
      data.members.find((m) => m.communityId === nounsId() && m.wallet.toLowerCase() === w)!;
    // Awarding made each wallet a member now. D is removed from the community; A and B joined
    // before the badge was made; B holds one of the community's tokens.
    stored.createdAt = '2026-04-01T00:00:00.000Z';
    data.members.splice(data.members.indexOf(memberOf(D)), 1);
    memberOf(A).createdAt = '2026-03-01T00:00:00.000Z';
    memberOf(B).createdAt = '2026-03-01T00:00:00.000Z';
    const token = data.tokens.find((t) => t.communityId === nounsId() && t.burnedBlock === null)!;
    data.tokens.push({ ...token, id: 'test-token', tokenId: '999999', ownerWallet: memberOf(B).wallet });
    const requests = recordRequests(sandbox);

    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}/leaderboard?signals=on`);
    await view.user.click(await screen.findByRole('button', { name: 'Check the top 5' }));
    expect(await screen.findByText('5 wallets checked.')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Entries per reason' });
    const count = (label: string) =>
      within(counts)
        .getAllByRole('listitem')
        .find((li) => li.textContent.startsWith(`${label}:`))
        ?.textContent.split(' (')[0];
    expect([count('Not a member'), count('No tokens'), count('Joined late')]).toEqual([
      'Not a member: 1',
      'No tokens: 3',
      'Joined late: 2',
    ]);
    expect(within(rowOf(D)!).getByText('Not a member')).toBeInTheDocument();
    expect(within(rowOf(A)!).getByText('No tokens')).toBeInTheDocument();
    expect(within(rowOf(A)!).queryByText('Joined late')).not.toBeInTheDocument();
    expect(within(rowOf(B)!).queryByText('No tokens')).not.toBeInTheDocument();
    expect(within(rowOf(C)!).getByText('Joined late')).toBeInTheDocument();
    // A member read per wallet and a token read per member: the one not a member has none.
    const memberReads = requests.filter((r) => /\/member\/0x[0-9a-fA-F]{40}$/.test(r.path));
    const tokenReads = requests.filter((r) => r.path.endsWith('/tokens'));
    expect([memberReads.length, tokenReads.length]).toEqual([5, 4]);
  });

  it('cancels the member checks under way, keeping what was read', async () => {
    const badge = arrangedBoard();
    // Slow answers: the checks are still under way when Cancel is pressed.
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 150 };
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}/leaderboard?signals=on`);
    await view.user.click(await screen.findByRole('button', { name: 'Check the top 5' }));
    expect(await screen.findByRole('progressbar', { name: 'Checking members' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const said = await screen.findByText(/^Cancelled after \d of 5 wallets: the counts cover those\.$/);
    const checked = Number(/after (\d)/.exec(said.textContent)?.[1]);
    expect(checked).toBeLessThan(5);
    // The wallets read before Cancel count (each made a member by its award, with no tokens).
    const counts = screen.getByRole('list', { name: 'Entries per reason' });
    expect(within(counts).getByText(/^No tokens:/)).toHaveTextContent(`No tokens: ${String(checked)}`);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 0 };
  });

  it('leaves the awards this browser’s bulk job made out of the burst signal, and says how many', async () => {
    const badge = arrangedBoard();
    // F, G and H awarded by a bulk job here, within a second of each other: a burst of three.
    const id = await sharedJobRunner().start({
      kind: badgeAwardKind.kind,
      title: 'Award 3 wallets',
      params: { communityId: nounsId(), badgeId: badge.id },
      items: [F, G, H].map((w, i) => ({ wallet: w, line: i + 2 })),
    });
    await waitFor(() =>
      expect(sharedJobRunner().getState().jobs.find((j) => j.id === id)?.status).toBe('done'),
    );
    renderRoute(`/communities/${nounsId()}/badges/${badge.id}/leaderboard?signals=on&burst=3`);
    expect(
      await screen.findByText(
        '3 awards made by this browser’s own bulk jobs are left out of the burst signal.',
      ),
    ).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Entries per reason' });
    // A, B and C only: the job's three are not a burst of their own, nor part of another.
    expect(within(counts).getAllByRole('listitem')[0]).toHaveTextContent(/^Burst: 3 /);
    await waitFor(() => expect(rowOf(F)).toBeDefined());
    expect(within(rowOf(F)!).queryByText('Burst')).not.toBeInTheDocument();
  });
});
