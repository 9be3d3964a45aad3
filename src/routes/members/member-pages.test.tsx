import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** The seed's community with the most members (the tests need more than one page). */
function biggestCommunityId(): string {
  const counts = new Map<string, number>();
  for (const m of sandbox.runtime.store.data.members)
    counts.set(m.communityId, (counts.get(m.communityId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

async function openMembers() {
  const view = renderRoute(`/communities/${biggestCommunityId()}/members`);
  await screen.findByRole('table', { name: 'Members' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
  return view;
}

describe('members list', () => {
  it('shows the five-state skeleton while the list loads', async () => {
    // Long enough that the table is on screen before the data, even on a busy machine.
    sandbox.runtime.faults = { latencyMs: 2500, errorRate: 0, forced: [] };
    renderRoute(`/communities/${biggestCommunityId()}/members`);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  });

  it('pages through members with the pager, keeping the page in the URL, and back returns to page 1', async () => {
    const view = await openMembers();
    const firstPageRows = within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row');
    const firstMember = firstPageRows[1]!.textContent;

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row')[1]!.textContent,
      ).not.toBe(firstMember),
    );
    expect(screen.getByText(/^Page 2 of/)).toBeInTheDocument();

    await view.router.navigate(-1);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row')[1]!.textContent).toBe(
        firstMember,
      ),
    );
  });

  it('shows the error state when the list fails, and "Try again" recovers', async () => {
    sandbox.runtime.faults = {
      latencyMs: 0,
      errorRate: 0,
      forced: [{ operationId: 'listMembers', status: 500 }],
    };
    const view = renderRoute(`/communities/${biggestCommunityId()}/members`);
    expect(await screen.findByText(/injected by the sandbox/i)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Members' })).not.toBeInTheDocument();

    sandbox.runtime.faults = { latencyMs: 0, errorRate: 0, forced: [] };
    await view.user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
  });

  it('names the operation when a response does not match the contract', async () => {
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/member', () => HttpResponse.json({ results: 'not a list' })),
    );
    renderRoute('/communities/any/members');
    expect(
      await screen.findByText(/GET \/community\/\{id\}\/member does not match the API contract/),
    ).toBeInTheDocument();
  });
});

describe('add member', () => {
  it('refuses an invalid address on the field without sending anything, then adds a valid one', async () => {
    const view = await openMembers();
    const requests = recordRequests(sandbox);
    const posts = () => requests.filter((r) => r.method === 'POST');
    await view.user.click(screen.getAllByRole('link', { name: /add member/i })[0]!);
    const wallet = await screen.findByLabelText(/wallet address/i);

    await view.user.click(wallet);
    await view.user.paste('0x1234');
    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(/40 hexadecimal characters/)).toBeInTheDocument();
    expect(wallet).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);

    const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    await view.user.clear(wallet);
    await view.user.paste(address);
    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/\/members$/));
    expect(posts()).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByText('0x8ba1…BA72')).toBeInTheDocument();
  });

  it('puts the server error on the wallet field when the wallet is already a member', async () => {
    const view = await openMembers();
    const existing = within(screen.getByRole('table', { name: 'Members' })).getAllByRole('link')[0]!;
    await view.user.click(existing);
    const full = await screen.findByTitle(/^0x[0-9a-fA-F]{40}$/);
    const address = full.getAttribute('title') ?? '';
    await view.router.navigate(view.router.state.location.pathname.replace(/\/members\/.*/, '/members/new'));
    await view.user.click(await screen.findByLabelText(/wallet address/i));
    await view.user.paste(address);
    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(/already a member/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/wallet address/i)).toHaveValue(address);
  });
});

describe('connection', () => {
  it('sends a 401 to the connection screen with a clear message', async () => {
    const view = renderRoute(`/communities/${biggestCommunityId()}/members`, {
      mode: 'live',
      baseUrl: `${location.origin}/sandbox-api/v1`,
      apiKey: 'wrong-key',
    });
    // The members table may show its error for a moment before the redirect: wait for the screen's own words.
    expect(await screen.findByText(/refused the credentials \(401 Unauthorized\)/i)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/connect'));
    expect(new URLSearchParams(view.router.state.location.search).get('returnTo')).toBe(
      `/communities/${biggestCommunityId()}/members`,
    );
  });
});
