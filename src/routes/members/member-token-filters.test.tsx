import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelsMissingFromNames } from '../../testing/label-in-name';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const firstCommunity = () => sandbox.runtime.store.data.communities[0]!.id;
const memberWithTokens = () =>
  sandbox.runtime.store.data.members.find((m) => m.communityId === firstCommunity())!;

describe('member tokens', () => {
  it('keeps the block input in step with the URL on back and forward', async () => {
    const member = memberWithTokens();
    const view = renderRoute(`/communities/${firstCommunity()}/members/${member.id}`);
    const block = await screen.findByLabelText(/owned at block/i);
    await view.user.click(block);
    await view.user.paste('20000000');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?block=20000000'));

    await view.router.navigate(-1);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    const value = () => screen.getByLabelText<HTMLInputElement>(/owned at block/i).value;
    await waitFor(() => expect(value()).toBe(''));
    await view.router.navigate(1);
    await waitFor(() => expect(value()).toBe('20000000'));
  });

  it('names an active filter by the words it shows, then what pressing it does', async () => {
    const member = memberWithTokens();
    // A collection the member holds no token of is shown by its short address.
    const elsewhere = '0x1111111111111111111111111111111111111111';
    const view = renderRoute(
      `/communities/${firstCommunity()}/members/${member.id}?block=20000000&collection=${elsewhere}`,
    );
    const filters = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(filters).getAllByRole('button')).toHaveLength(2);
    expect(labelsMissingFromNames(filters)).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Block 20000000: remove this filter' }));
    await waitFor(() => expect(view.router.state.location.search).not.toMatch(/block=/));
    expect(view.router.state.location.search).toMatch(/collection=/);
  });
});
