import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

beforeEach(() => localStorage.clear());

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main' }));

// The first test loads the app's code cold, which can take over 30 s on a loaded machine.
describe('pages outside a community', { timeout: 90_000 }, () => {
  it('keep the switcher and the community menu of the community chosen before', async () => {
    const community = sandbox.runtime.store.data.communities[1]!;
    const view = renderRoute(`/communities/${community.id}/badges`);
    await screen.findByRole('heading', { level: 1, name: /badges/i });
    for (const page of ['/jobs', '/webhooks', '/account/avatars']) {
      await view.router.navigate(page);
      const switcher = await screen.findByRole('combobox', { name: 'Community' });
      await waitFor(() => expect(switcher).toHaveValue(community.id));
      expect(sidebar().getByRole('link', { name: 'Members' })).toHaveAttribute(
        'href',
        `/communities/${community.id}/members`,
      );
    }
  });

  it('switching there goes to the other community', async () => {
    const [first, second] = sandbox.runtime.store.data.communities;
    const view = renderRoute(`/communities/${first!.id}`);
    await screen.findByRole('combobox', { name: 'Community' });
    await view.router.navigate('/jobs');
    const switcher = await screen.findByRole('combobox', { name: 'Community' });
    await screen.findByRole('option', { name: second!.name });
    await view.user.selectOptions(switcher, second!.id);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/communities/${second!.id}`));
  });

  it('show no community menu when none was chosen', async () => {
    renderRoute('/jobs');
    await screen.findByRole('heading', { level: 1, name: /jobs/i });
    expect(screen.queryByRole('combobox', { name: 'Community' })).not.toBeInTheDocument();
    expect(sidebar().queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('forget a chosen community that no longer exists', async () => {
    const community = sandbox.runtime.store.data.communities[0]!;
    const view = renderRoute(`/communities/${community.id}`);
    await screen.findByRole('combobox', { name: 'Community' });
    await view.router.navigate('/jobs');
    await screen.findByRole('heading', { level: 1, name: /jobs/i });
    expect(screen.getByRole('combobox', { name: 'Community' })).toHaveValue(community.id);
    sandbox.runtime.store.data.communities = sandbox.runtime.store.data.communities.filter(
      (c) => c.id !== community.id,
    );
    view.queryClient.clear();
    await view.router.navigate('/webhooks');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Community' })).not.toBeInTheDocument(),
    );
    expect(sidebar().queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });
});
