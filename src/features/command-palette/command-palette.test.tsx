import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupPaletteTests } from '../../testing/palette-setup';
import { renderRoute, sandboxTestConnection } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

setupPaletteTests();

function liveBadge() {
  const { badges, communities } = sandbox.runtime.store.data;
  const communityId = communities[0]!.id;
  const badge = badges.find((b) => b.communityId === communityId && b.status === 'live')!;
  return { communityId, badge };
}

/** A part of the badge's name from its middle, as someone remembering it would type it. */
const partOf = (name: string) => name.split(' ').at(-1)!.slice(0, 5);

async function openPalette(view: ReturnType<typeof renderRoute>) {
  await view.user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
}

// The first test loads the app's code cold, which can take over 30 s on a loaded machine.
describe('command palette', { timeout: 90_000 }, () => {
  it('opens with Ctrl+K, finds a badge by part of its name and runs "Award <badge>"', async () => {
    const { communityId, badge } = liveBadge();
    const view = renderRoute(`/communities/${communityId}`);
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openPalette(view);
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveFocus();
    await view.user.keyboard(partOf(badge.title));
    const award = await within(dialog).findByRole('option', { name: `Award ${badge.title}` });
    expect(within(dialog).getByRole('option', { name: new RegExp(`^${badge.title}`) })).toBeInTheDocument();
    await view.user.click(award);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        `/communities/${communityId}/badges/${badge.id}/attributions/new`,
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('shows cached records at once, before the service is asked', async () => {
    const { communityId, badge } = liveBadge();
    const view = renderRoute(`/communities/${communityId}/badges`);
    await screen.findByRole('table', { name: /badges/i });
    // From here the service answers nothing for a minute: what shows comes from the cache.
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 60_000 };
    const dialog = await openPalette(view);
    await view.user.keyboard(partOf(badge.title));
    expect(
      await within(dialog).findByRole('option', { name: new RegExp(`^${badge.title}`) }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('asks the service once typing pauses, and opens the member found by wallet', async () => {
    const { communityId } = liveBadge();
    const member = sandbox.runtime.store.data.members.find((m) => m.communityId === communityId)!;
    // The badges list reads no member (the community's overview reads them all for its insights).
    const view = renderRoute(`/communities/${communityId}/badges`);
    await screen.findByRole('table', { name: /badges/i });
    const requests = recordRequests(sandbox);
    const dialog = await openPalette(view);
    await view.user.paste(member.wallet);
    const option = await within(dialog).findByRole('option', {
      name: new RegExp(member.ensName ?? member.wallet, 'i'),
    });
    const lookUps = requests.filter((r) => r.path.startsWith(`/community/${communityId}/member/`));
    expect(lookUps).toHaveLength(1);
    await view.user.click(option);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/communities/${communityId}/members/${member.id}`),
    );
  });

  it('uses a list the page under it has read, rather than reading it again', async () => {
    const { communityId } = liveBadge();
    const experience = sandbox.runtime.store.data.experiences.find((e) => e.communityId === communityId)!;
    const view = renderRoute(`/communities/${communityId}`);
    // The overview's timeline reads the first hundred experiences, the list the palette looks in.
    await screen.findByRole('group', { name: 'Timeline' });
    // A minute on: the list is past its stale time, as after a while on the page.
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 60_000);
    const requests = recordRequests(sandbox);
    const dialog = await openPalette(view);
    await view.user.keyboard(partOf(experience.name));
    expect(await within(dialog).findByRole('option', { name: experience.name })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ results?$/));
    // Read again, the list would redraw the timeline under the palette while the user types.
    expect(requests.filter((r) => r.path === `/community/${communityId}/experience`)).toHaveLength(0);
  });

  // In live mode the superseded request itself is aborted (the sandbox's requests are only given up:
  // src/api/send-to-the-end.ts).
  it('aborts a look-up that further typing supersedes', async () => {
    const { communityId } = liveBadge();
    const [first, second] = sandbox.runtime.store.data.members.filter((m) => m.communityId === communityId);
    const view = renderRoute(`/communities/${communityId}`, { ...sandboxTestConnection, mode: 'live' });
    await screen.findByRole('heading', { level: 1 });
    // The signals the app's requests carry, as handed to fetch (the sandbox sees copies).
    const started: Request[] = [];
    const fetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (input instanceof Request && input.url.includes('/member/')) started.push(input);
      return fetch(input, init);
    });
    onTestFinished(() => spy.mockRestore());
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 2000 };
    const dialog = await openPalette(view);
    const input = within(dialog).getByRole('combobox');
    await view.user.paste(first!.wallet);
    await waitFor(() => expect(started).toHaveLength(1));
    await view.user.clear(input);
    await view.user.paste(second!.wallet);
    await waitFor(() => expect(started).toHaveLength(2));
    expect(started[0]!.url.toLowerCase()).toContain(first!.wallet);
    await waitFor(() => expect(started[0]!.signal.aborted).toBe(true));
    expect(started[1]!.signal.aborted).toBe(false);
  });

  it('hands an ENS name to the member search, which finds the member', async () => {
    const { communityId } = liveBadge();
    const member = sandbox.runtime.store.data.members.find(
      (m) => m.communityId === communityId && m.ensName,
    )!;
    const view = renderRoute(`/communities/${communityId}`);
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openPalette(view);
    await view.user.paste(member.ensName!);
    await view.user.click(await within(dialog).findByRole('option', { name: /^Find member/ }));
    await waitFor(
      () =>
        expect(view.router.state.location.pathname).toBe(`/communities/${communityId}/members/${member.id}`),
      { timeout: 20_000 },
    );
  });

  it('says politely how many results are listed, each group cut to its best eight', async () => {
    const { communityId } = liveBadge();
    const view = renderRoute(`/communities/${communityId}/members`);
    await screen.findByRole('table', { name: 'Members' });
    const dialog = await openPalette(view);
    // ".eth" is in most members' names: far more than eight match.
    await view.user.keyboard('.eth');
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ results$/));
    const members = within(dialog).getByRole('group', { name: 'Members' });
    expect(within(members).getAllByRole('option')).toHaveLength(8);
    expect(status).toHaveTextContent(`${String(within(dialog).getAllByRole('option').length)} results`);
  });

  it('lists what was opened from it first the next time', async () => {
    const { communityId, badge } = liveBadge();
    const view = renderRoute(`/communities/${communityId}/badges`);
    await screen.findByRole('table', { name: /badges/i });
    let dialog = await openPalette(view);
    await view.user.keyboard(partOf(badge.title));
    await view.user.click(await within(dialog).findByRole('option', { name: new RegExp(`^${badge.title}`) }));
    await waitFor(() => expect(view.router.state.location.pathname).toContain(badge.id));
    dialog = await openPalette(view);
    const recent = await within(dialog).findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: new RegExp(`^${badge.title}`) })).toBeInTheDocument();
  });

  it('offers the community actions and pages before anything is typed, and closes with Escape', async () => {
    const { communityId } = liveBadge();
    const view = renderRoute(`/communities/${communityId}`);
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openPalette(view);
    for (const name of ['New badge', 'Import members', 'Switch to live'])
      expect(within(dialog).getByRole('option', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    await view.user.keyboard('nouns');
    await view.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
    const again = await openPalette(view);
    expect(within(again).getByRole('combobox')).toHaveValue('');
  });
});
