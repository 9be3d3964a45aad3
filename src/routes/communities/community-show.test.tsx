import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

describe('community overview', () => {
  it('links to the member list once (the count card), beside the sidebar', async () => {
    const community = sandbox.runtime.store.data.communities[0];
    if (!community) throw new Error('no community in the seed');
    renderRoute(`/communities/${community.id}`);
    await screen.findByRole('heading', { level: 1, name: community.name });
    const main = screen.getByRole('main');
    const toMembers = within(main)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === `/communities/${community.id}/members`);
    expect(toMembers).toHaveLength(1);
  });
});
