import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { membersQuery } from '../../api/resources/members';
import { formatNumber } from '../../lib/format';
import { addMember } from '../../sandbox/domain/members';
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

  it('reads a count again on a visit when its list was read since and saw a change from elsewhere', async () => {
    const community = sandbox.runtime.store.data.communities[0];
    if (!community) throw new Error('no community in the seed');
    const { router, queryClient } = renderRoute(`/communities/${community.id}`);
    const membersCount = async () => {
      const card = (await screen.findByRole('link', { name: 'View members' })).parentElement!;
      return within(card).getByText(/^[\d,]+$/).textContent;
    };
    await waitFor(async () => expect(await membersCount()).toMatch(/\d/));
    const before = Number((await membersCount()).replace(/,/g, ''));

    // Another client adds a member while this page is left; the members list, read meanwhile, shows it.
    await router.navigate('/communities');
    await screen.findByRole('heading', { level: 1, name: 'Communities' });
    addMember(sandbox.runtime.store, {
      communityId: community.id,
      body: { wallet: '0x00000000000000000000000000000000000000a1' },
    });
    const page = await queryClient.query(membersQuery(community.id, { page: 1, perPage: 25 }));
    expect(page.total).toBe(before + 1);
    await router.navigate(`/communities/${community.id}`);
    await waitFor(async () => expect(await membersCount()).toBe(formatNumber(before + 1)), {
      timeout: 10_000,
    });
  }, 90_000);
});
