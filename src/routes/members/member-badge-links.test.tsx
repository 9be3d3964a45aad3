import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

// The first test loads the app's code cold, which can take over 30 s on a loaded machine.
describe("a member's badges", { timeout: 90_000 }, () => {
  it('link to the badge, and the link opens the badge page', async () => {
    const { data } = sandbox.runtime.store;
    const attribution = data.attributions.find((a) => a.memberId !== null && a.wallet !== null)!;
    const badge = data.badges.find((b) => b.id === attribution.badgeId)!;
    const title = badge.title;
    const view = renderRoute(`/communities/${attribution.communityId}/members/${attribution.memberId}`);
    const section = await screen.findByRole('region', { name: /badges/i });
    const link = await within(section).findByRole('link', { name: title });
    expect(link).toHaveAttribute(
      'href',
      `/communities/${attribution.communityId}/badges/${encodeURIComponent(badge.id)}`,
    );
    await view.user.click(link);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        `/communities/${attribution.communityId}/badges/${badge.id}`,
      ),
    );
  });
});
