import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const communities = () => sandbox.runtime.store.data.communities;
const firstCommunity = () => communities()[0]!.id;

/** A member of the first community, given tokens of its own so the token section has something to show. */
function memberWithTokens() {
  const member = sandbox.runtime.store.data.members.find((m) => m.communityId === firstCommunity())!;
  return member;
}

describe('add member form', () => {
  it('sends one request when Enter is pressed three times', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${firstCommunity()}/members/new`);
    const wallet = await screen.findByLabelText(/wallet address/i);
    await view.user.click(wallet);
    await view.user.paste('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await view.user.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/\/members$/));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('asks before leaving with an unsaved wallet, and stays when told to', async () => {
    const view = renderRoute(`/communities/${firstCommunity()}/members/new`);
    const wallet = await screen.findByLabelText(/wallet address/i);
    await view.user.click(wallet);
    await view.user.paste('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await view.user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: /leave without saving/i });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toMatch(/\/members\/new$/);
    expect(screen.getByLabelText(/wallet address/i)).toHaveValue(
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    );
  });
});

describe('member tokens', () => {
  it('refuses a block number beyond the exact integer range on the field, sending nothing', async () => {
    const member = memberWithTokens();
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${firstCommunity()}/members/${member.id}`);
    const block = await screen.findByLabelText(/owned at block/i);
    await view.user.click(block);
    await view.user.paste('9007199254740993');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/too large to be exact/i)).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('blockNumber'))).toBe(false);
  });
});

describe('lists', () => {
  it('says a page past the end is past the end, and offers the last page', async () => {
    const view = renderRoute('/communities?page=99999');
    expect(await screen.findByRole('heading', { name: 'Page 99,999 is past the end' })).toBeInTheDocument();
    expect(screen.queryByText(/no communities yet/i)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Communities' })).toBeInTheDocument();
  });

  it('does not suggest searching when filters match nothing', async () => {
    const community = firstCommunity();
    for (const badge of sandbox.runtime.store.data.badges) {
      if (badge.communityId === community && badge.status === 'rejected') badge.status = 'draft';
    }
    renderRoute(`/communities/${community}/badges?status=rejected`);
    expect(
      await screen.findByRole('heading', { name: 'No results match these filters' }),
    ).toBeInTheDocument();
    // The page (not the shell, whose command palette button reads "Search…") offers no search.
    expect(within(screen.getByRole('main')).queryByText(/search/i)).not.toBeInTheDocument();
  });
});

describe('answers that are not what they claim', () => {
  it('a 200 answer that is an HTML page ends in an error with a retry, not endless loading', async () => {
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community', () =>
        HttpResponse.html('<!doctype html><title>Sign in</title><form>login</form>'),
      ),
    );
    renderRoute('/communities');
    expect(await screen.findByText(/instead of JSON/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('a 200 answer with malformed JSON says so on a detail page', async () => {
    sandbox.server.use(
      http.get(
        '*/sandbox-api/v1/community/:id',
        () => new HttpResponse('{"id": "c1", "name": ', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderRoute(`/communities/${firstCommunity()}`);
    expect(await screen.findByText(/is not valid JSON/)).toBeInTheDocument();
  });
});

describe('shell', () => {
  it('the community switcher keeps the section: members page 3 goes to the other community’s members', async () => {
    const [a, b] = communities();
    const view = renderRoute(`/communities/${a!.id}/members?page=3`);
    const switcher = await screen.findByLabelText('Community');
    await waitFor(() => expect(within(switcher).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(switcher, { target: { value: b!.id } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/communities/${b!.id}/members`));
    expect(view.router.state.location.search).toBe('');
  });

  it('puts no block element inside a paragraph on the overview while counts load', async () => {
    sandbox.runtime.faults = { latencyMs: 300, errorRate: 0, forced: [] };
    const view = renderRoute(`/communities/${firstCommunity()}`);
    await screen.findAllByText('Members');
    expect(view.container.querySelector('p div')).toBeNull();
  });
});
