import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAME_SEARCH_PAGE_SIZE } from '../../features/members/find-member-by-name';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const { id: nounsId, members } = nounsBuilders(sandbox);

type User = ReturnType<typeof renderRoute>['user'];

async function openMembers(url = `/communities/${nounsId()}/members`) {
  const view = renderRoute(url);
  const table = await screen.findByRole('table', { name: 'Members' });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return { view, table };
}

async function find(user: User, value: string) {
  const field = screen.getByLabelText('Find a member');
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

const named = () => members().filter((m): m is typeof m & { ensName: string } => m.ensName !== null);
const memberListReads = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === `/community/${nounsId()}/member`);

// The first test loads the app's code cold, which can take over 30 s on a loaded machine.
describe('finding a member by ENS name', { timeout: 90_000 }, () => {
  it('finds a name shown in the list already read without asking the service, and says so', async () => {
    const { view, table } = await openMembers();
    const shown = named().find((m) => within(table).queryByText(m.ensName) !== null)!;
    const requests = recordRequests(sandbox);
    await find(view.user, shown.ensName.toUpperCase());
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/members/${shown.id}`),
    );
    expect(await screen.findByText(/found among the members already read/)).toBeInTheDocument();
    expect(memberListReads(requests)).toEqual([]);
  });

  it('reads the member list page by page until the name is found, and says how', async () => {
    const { view, table } = await openMembers();
    const last = named()
      .filter((m) => within(table).queryByText(m.ensName) === null)
      .at(-1)!;
    const requests = recordRequests(sandbox);
    await find(view.user, last.ensName);
    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/members/${last.id}`),
      { timeout: 20_000 },
    );
    const toast = await screen.findByText(/found by reading \d+ of \d+ member pages/);
    const [, read, of] = /reading (\d+) of (\d+)/.exec(toast.textContent)!;
    expect(Number(of)).toBe(Math.ceil(members().length / NAME_SEARCH_PAGE_SIZE));
    expect(memberListReads(requests)).toHaveLength(Number(read));
  });

  it('says no member has a name after reading every page', async () => {
    const { view } = await openMembers();
    await find(view.user, 'nobody-here.eth');
    expect(
      await screen.findByText(/No member of this community has the name/, undefined, { timeout: 20_000 }),
    ).toHaveTextContent(
      `nobody-here.eth (all ${String(Math.ceil(members().length / NAME_SEARCH_PAGE_SIZE))} member pages read)`,
    );
  });

  it('shows the pages read while it reads, and can be cancelled', async () => {
    const { view } = await openMembers();
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 400 };
    await find(view.user, 'nobody-here.eth');
    expect(await screen.findByText(/page 1 of \d+/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Search cancelled after \d+ member page/)).toBeInTheDocument();
    expect(screen.queryByText(/No member of this community has the name/)).not.toBeInTheDocument();
  });

  it('searches a name handed over in the URL once, and takes it out of the URL', async () => {
    const last = named().at(-1)!;
    const view = renderRoute(`/communities/${nounsId()}/members?find=${encodeURIComponent(last.ensName)}`);
    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/members/${last.id}`),
      { timeout: 20_000 },
    );
    view.router.navigate(-1).catch(() => undefined);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/members`),
    );
    expect(view.router.state.location.search).toBe('');
  });

  it('still refuses what is neither a wallet, an id nor a name', async () => {
    const { view } = await openMembers();
    await find(view.user, 'not a member');
    expect(await screen.findByText(/a member ID or an ENS name/)).toBeInTheDocument();
  });
});
