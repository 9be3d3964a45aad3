import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupPaletteTests } from '../../testing/palette-setup';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

setupPaletteTests();

function badgeWithStatus(status: 'live' | 'approved') {
  const { badges } = sandbox.runtime.store.data;
  const badge = badges.find((b) => b.status === status)!;
  return { communityId: badge.communityId, badge };
}

async function runFromPalette(view: ReturnType<typeof renderRoute>, typed: string, action: string) {
  await view.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  await view.user.keyboard(typed);
  await view.user.click(await within(dialog).findByRole('option', { name: new RegExp(`^${action}`) }));
}

// The first test loads the app's code cold, which can take over 30 s on a loaded machine.
describe('command palette actions', { timeout: 90_000 }, () => {
  it('"Publish <badge>" opens the badge with its publish confirmation, and leaves no trace in the URL', async () => {
    const { communityId, badge } = badgeWithStatus('approved');
    const view = renderRoute(`/communities/${communityId}`);
    await screen.findByRole('heading', { level: 1 });
    await runFromPalette(view, badge.title, `Publish ${badge.title}`);
    expect(await screen.findByRole('dialog', { name: /publish/i })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/communities/${communityId}/badges/${badge.id}`);
    await waitFor(() => expect(view.router.state.location.hash).toBe(''));
  });

  it('"Freeze <badge>\'s board" opens its leaderboard and freezes the board once it is read', async () => {
    const { communityId, badge } = badgeWithStatus('live');
    const view = renderRoute(`/communities/${communityId}`);
    await screen.findByRole('heading', { level: 1 });
    await runFromPalette(view, badge.title, `Freeze ${badge.title}'s board`);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        `/communities/${communityId}/badges/${badge.id}/leaderboard`,
      ),
    );
    const snapshots = await screen.findByRole('list', { name: 'Snapshots' }, { timeout: 20_000 });
    expect(within(snapshots).getAllByRole('listitem')).toHaveLength(1);
    expect(view.router.state.location.hash).toBe('');
  });
});
