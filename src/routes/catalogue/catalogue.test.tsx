import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const OTHER = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

function liveBadgeWithHolders() {
  const communityId = sandbox.runtime.store.data.communities.find(
    (c) => c.shortName === 'nouns-builders',
  )!.id;
  const badge = arrangeBadge(sandbox, communityId, { title: 'Catalogue Test Badge' });
  sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
  const store = sandbox.runtime.store;
  createAttribution(store, { communityId, badgeId: badge.id, body: { wallet: WALLET } });
  createAttribution(store, { communityId, badgeId: badge.id, body: { wallet: OTHER, autoClaim: true } });
  return badge;
}

describe('partner catalogue', () => {
  it('lists every badge, paged, and opens a badge’s public attributions filtered by status', async () => {
    const badge = liveBadgeWithHolders();
    const requests = recordRequests(sandbox);
    const view = renderRoute('/catalogue');
    expect(await screen.findByText('Reward-provider partners only')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Badges in the catalogue' });
    const link = await within(table).findByRole('link', { name: 'Catalogue Test Badge' });
    expect(requests.some((r) => r.path === '/badges' && r.url.includes('perPage=25'))).toBe(true);

    await view.user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catalogue Test Badge' }),
    ).toBeInTheDocument();
    const holders = await screen.findByRole('table', { name: 'Public attributions' });
    await waitFor(() => expect(within(holders).getAllByRole('row')).toHaveLength(3));
    await view.user.selectOptions(screen.getByLabelText('Status'), 'claimed');
    await waitFor(() => expect(within(holders).getAllByRole('row')).toHaveLength(2));
    expect(view.router.state.location.search).toBe('?status=claimed');
    expect(
      requests.some((r) => r.path === `/badges/${badge.id}/attribution` && r.url.includes('status=claimed')),
    ).toBe(true);
  });

  it('says whose each badge is, so two badges of the same title in two communities differ', async () => {
    const { badges, communities } = sandbox.runtime.store.data;
    const namesakes = badges.filter((b) => b.title === 'Hackathon Finalist');
    expect(namesakes.length).toBeGreaterThan(1);
    const view = renderRoute('/catalogue?perPage=100');
    const table = await screen.findByRole('table', { name: 'Badges in the catalogue' });
    await within(table).findAllByRole('link', { name: 'Hackathon Finalist' });
    await waitFor(() => {
      const labels = within(table)
        .getAllByRole('row')
        .filter((row) => within(row).queryByRole('link', { name: 'Hackathon Finalist' }))
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
      expect(labels.sort()).toEqual(
        namesakes.map((b) => communities.find((c) => c.id === b.communityId)?.name).sort(),
      );
    });
    expect(view.router.state.location.pathname).toBe('/catalogue');
  });

  it('explains a 403: the key is not a reward-provider key', async () => {
    sandbox.runtime.faults.forced = [
      { operationId: 'listPartnerBadges', status: 403 },
      { operationId: 'listPublicBadgeAttributions', status: 403 },
    ];
    const view = renderRoute('/catalogue');
    expect(
      await screen.findByRole('heading', { name: 'This API key is not a reward-provider key' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await view.router.navigate('/catalogue/some-badge');
    expect(
      await screen.findByRole('heading', { name: 'This API key is not a reward-provider key' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the key' })).toHaveAttribute('href', '/connect');
  });
});
