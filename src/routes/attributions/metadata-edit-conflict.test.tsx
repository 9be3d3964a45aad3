import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge, nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { fill } from '../../testing/rewards';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const community = nounsBuilders(sandbox);
const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** An attribution of a live badge made for the test, with this metadata. */
function arrangeAttribution(metadata: Record<string, unknown>) {
  const badge = arrangeBadge(sandbox, community.id());
  const stored = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!;
  stored.status = 'live';
  const body = { wallet: WALLET, metadata };
  const attribution = createAttribution(sandbox.runtime.store, {
    communityId: community.id(),
    badgeId: badge.id,
    body,
  });
  return { badge, attribution };
}

describe("updating an attribution's metadata someone else changed meanwhile", () => {
  it('shows their metadata beside the one typed, compared as values, and keeping theirs sends theirs', async () => {
    const { badge, attribution } = arrangeAttribution({ score: 42, team: { name: 'red' } });
    const view = renderRoute(
      `/communities/${community.id()}/badges/${badge.id}/attributions/${attribution.id}`,
    );
    expect(await screen.findByLabelText('New metadata (JSON)')).toBeInTheDocument();
    // Another client changes one nested value; the page's cache still holds the old metadata.
    sandbox.runtime.store.data.attributions.find((a) => a.id === attribution.id)!.metadata = {
      score: 42,
      team: { name: 'blue' },
    };
    const requests = recordRequests(sandbox);
    await fill(view.user, /^New metadata \(JSON\)/, '{"score": 50, "team": {"name": "red"}}');
    await view.user.click(screen.getByRole('button', { name: 'Update metadata' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    const row = within(dialog).getByRole('group', { name: 'Metadata' });
    expect(row).toHaveTextContent(/Changed elsewhere to:.*"blue"/);
    expect(row).toHaveTextContent(/Yours:.*"score": 50/);
    expect(within(row).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);

    await view.user.click(within(row).getByRole('radio', { name: 'Keep theirs' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(await screen.findByText('Metadata updated')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => r.body)).toEqual([
      { wallet: WALLET, metadata: { score: 42, team: { name: 'blue' } } },
    ]);
  });
});
