import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRewards } from '../../sandbox/domain/rewards';
import { renderRoute } from '../../testing/render-route';
import { arrangeReward, arrangeRewardBadge, nounsId } from '../../testing/rewards';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const table = () => screen.getByRole('table', { name: 'Rewards' });
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
/** The reward ids the rows link to, in the table's order. */
const rowIds = () =>
  [...table().querySelectorAll('tbody a[href]')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');

describe('reward list sort', () => {
  it('sorts the badge’s rewards by name in memory, ties in the service’s order, with nothing more read', async () => {
    const badge = arrangeRewardBadge(sandbox);
    for (const name of ['Charlie', 'alpha', 'Bravo', 'Alpha'])
      arrangeReward(sandbox, badge.id, { name, endInDays: 90 });
    // The service's order is the order they were made in; 'alpha' and 'Alpha' tie by locale.
    const [charlie, alpha, bravo, alphaToo] = listRewards(sandbox.runtime.store, {
      communityId: nounsId(sandbox),
      badgeId: badge.id,
    }).map((r) => r.id);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId(sandbox)}/badges/${badge.id}/rewards`);
    await waitFor(() => expect(rowIds()).toEqual([charlie, alpha, bravo, alphaToo]));
    const before = seen.length;
    expect(header(/Reward/)).not.toHaveAttribute('aria-sort');

    const sortButton = within(header(/Reward/)).getByRole('button', { name: /Reward/ });
    await view.user.click(sortButton);
    await waitFor(() => expect(header(/Reward/)).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rowIds()).toEqual([alpha, alphaToo, bravo, charlie]));
    expect(view.router.state.location.search).toBe('?sort=reward');

    // From the keyboard, the other way: the tie keeps its order.
    sortButton.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(header(/Reward/)).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(rowIds()).toEqual([charlie, bravo, alpha, alphaToo]));
    expect(view.router.state.location.search).toBe('?sort=-reward');
    expect(seen.slice(before).filter((r) => /\/reward/.test(r.path))).toEqual([]);
    expect(seen.filter((r) => new URL(r.url).searchParams.has('sort'))).toEqual([]);
  });
});
