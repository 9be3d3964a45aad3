import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberBulkAddKind } from '../../features/jobs/member-bulk-add-kind';
import { resetSharedJobRunner, sharedJobRunner } from '../../features/jobs/use-jobs';
import { snapshotStorage } from '../../features/leaderboard/use-snapshots';
import { walletNumber } from '../../lib/csv/test-wallets';
import { formatNumber } from '../../lib/format';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { arrangeReward, arrangeRewardBadge } from '../../testing/rewards';
import { setupSandbox } from '../../testing/use-sandbox';

/*
 * A write made on one page shows on the other pages that read what it changed, with no Refresh:
 * each write calls its resource's cache writers (src/api/resources/), and a job its kind's refresh.
 */

const sandbox = setupSandbox();

/** Each test walks through two or three pages over the sandbox: slow on a busy machine. */
const WALK_MS = 60_000;

afterEach(() => {
  vi.useRealTimers();
  resetSharedJobRunner();
  snapshotStorage.clear?.();
  localStorage.clear();
});

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const FIRST = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

function nounsId(): string {
  return sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders')!.id;
}

function liveBadge() {
  const badge = arrangeBadge(sandbox, nounsId());
  sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
  return badge;
}

/** A tab of the badge's page. */
const badgeTab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Badge sections' })).getByRole('link', { name });

/** "2 entries, read 12:00:05 PM" (or "1 entry, …"): the board's size and read time, once the whole board is read. */
const boardLine = () => screen.findByText(/(entry|entries), read/);

describe('an award', () => {
  it(
    'made on the Attributions tab shows on the Leaderboard tab with a newer read time, without Refresh',
    async () => {
      const badge = liveBadge();
      createAttribution(sandbox.runtime.store, {
        communityId: nounsId(),
        badgeId: badge.id,
        body: { wallet: FIRST, metadata: { score: 5 } },
      });
      const base = `/communities/${nounsId()}/badges/${badge.id}`;
      // Only Date is faked: the board's read time comes from it. Five seconds on, a later read shows
      // another time, while the board read first is still fresh (30 s): only the award's cache
      // writer makes the tab read it again.
      vi.useFakeTimers({ toFake: ['Date'] });
      const view = renderRoute(`${base}/leaderboard`);
      expect((await boardLine()).textContent).toMatch(/^1 entry, read/);
      const firstRead = (await boardLine()).textContent;

      vi.setSystemTime(Date.now() + 5_000);
      await view.user.click(badgeTab('Attributions'));
      await view.router.navigate(`${base}/attributions/new`);
      const wallet = await screen.findByLabelText(/^Wallet address/);
      await view.user.click(wallet);
      await view.user.paste(WALLET);
      await view.user.click(screen.getByRole('button', { name: 'Award badge' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Attribution' })).toBeInTheDocument();

      await view.user.click(badgeTab('Leaderboard'));
      await waitFor(async () => expect((await boardLine()).textContent).toMatch(/^2 entries, read/));
      expect((await boardLine()).textContent).not.toBe(firstRead);
      const table = await screen.findByRole('table', { name: 'Leaderboard' });
      expect(within(table).getByText(`${WALLET.slice(0, 6)}…${WALLET.slice(-4)}`)).toBeInTheDocument();
    },
    WALK_MS,
  );
});

describe('a member import job', () => {
  it(
    'shows its members on the overview and the member list, without Refresh',
    async () => {
      const communityId = nounsId();
      const view = renderRoute(`/communities/${communityId}`);
      const membersCount = async () => {
        const card = (await screen.findByText('Members', { selector: 'p' })).parentElement!;
        return within(card).findByText(/^[\d,]+$/);
      };
      const before = Number((await membersCount()).textContent.replaceAll(',', ''));

      // The job's bulk add is held until the top bar shows the job running (its jobs link, loaded
      // once the page's reads settle, is what refreshes): a job done before it loads would not show.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      sandbox.server.use(
        http.post('*/sandbox-api/v1/community/:id/member/bulk', async () => {
          await held;
          // Nothing returned: the sandbox's own handler answers.
        }),
      );
      sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 300 };
      await sharedJobRunner().start({
        kind: memberBulkAddKind.kind,
        title: 'Import 3 members',
        params: { communityId, tags: [] },
        items: [0, 1, 2].map((i) => ({ wallet: walletNumber(70_000 + i), line: i + 1 })),
      });
      expect(
        await screen.findByRole('link', { name: '1 job running' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      release();
      // The job's three writes and the count's read each take the added latency: a bound, not a wait.
      await waitFor(async () => expect((await membersCount()).textContent).toBe(formatNumber(before + 3)), {
        timeout: 15_000,
      });

      await view.user.click(screen.getByRole('link', { name: 'View members' }));
      expect(await screen.findByText(new RegExp(`of ${formatNumber(before + 3)}$`))).toBeInTheDocument();
    },
    WALK_MS,
  );
});

describe('a reward write', () => {
  it(
    "shows in the badge's go-live checks once the reward is deleted, without Refresh",
    async () => {
      const badge = arrangeRewardBadge(sandbox);
      const reward = arrangeReward(sandbox, badge.id, { name: 'Doomed refund' });
      const base = `/communities/${nounsId()}/badges/${badge.id}`;
      const view = renderRoute(base);
      const openChecks = async () => {
        await view.user.click(await screen.findByRole('button', { name: /publish/i }));
        const dialog = await screen.findByRole('dialog');
        return { dialog, checks: within(dialog).getByRole('list', { name: 'Go-live checks' }) };
      };
      const first = await openChecks();
      expect(await within(first.checks).findByText(/Reward "Doomed refund" has a vault/)).toBeInTheDocument();
      await view.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));

      await view.router.navigate(`${base}/rewards/${reward.id}`);
      await view.user.click(await screen.findByRole('button', { name: 'Delete reward…' }));
      const dialog = await screen.findByRole('dialog');
      await view.user.type(within(dialog).getByRole('textbox'), 'Doomed refund');
      await view.user.click(within(dialog).getByRole('button', { name: 'Delete reward' }));
      expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();

      await view.user.click(badgeTab('Overview'));
      const again = await openChecks();
      expect(await within(again.checks).findByText('No rewards are attached.')).toBeInTheDocument();
      expect(within(again.checks).queryByText(/Doomed refund/)).not.toBeInTheDocument();
    },
    WALK_MS,
  );
});
