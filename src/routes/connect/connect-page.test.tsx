import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SANDBOX_API_KEY } from '../../config/sandbox';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const testSandbox = setupSandbox();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** Opens /connect with this returnTo, connects to the sandbox's API as a live server, and says where it went. */
async function connectWithReturnTo(returnTo: string) {
  const view = renderRoute(`/connect?returnTo=${encodeURIComponent(returnTo)}`, null);
  await view.user.click(await screen.findByRole('radio', { name: /Live API/ }));
  const baseUrl = screen.getByRole('textbox', { name: 'Base URL' });
  await view.user.clear(baseUrl);
  await view.user.type(baseUrl, `${location.origin}/sandbox-api/v1`);
  await view.user.type(screen.getByLabelText(/^API key/), SANDBOX_API_KEY);
  await view.user.click(screen.getByRole('button', { name: 'Connect' }));
  await waitFor(() => expect(view.router.state.location.pathname).not.toBe('/connect'));
  return view.router.state.location;
}

describe('connection screen: where it returns to', () => {
  it('returns to the page of this app that sent the user here', async () => {
    const location = await connectWithReturnTo('/communities?page=2');
    expect(location.pathname).toBe('/communities');
    expect(location.search).toBe('?page=2');
  });

  it.each(['/\\evil.example', '/\t/evil.example', '/.//evil.example', 'https://evil.example/communities'])(
    'goes to the communities list for the way out %j',
    async (returnTo) => {
      const location = await connectWithReturnTo(returnTo);
      expect(location.pathname).toBe('/communities');
      expect(location.search).toBe('');
    },
  );
});

describe('connection screen after a 401', () => {
  it('opens with its explanation focused and scrolled into view, wherever the last page was scrolled', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    onTestFinished(() => scrolled.mockRestore());
    renderRoute('/connect?reason=unauthorized&returnTo=%2Fcommunities', null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API refused the credentials (401 Unauthorized).');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled.mock.contexts).toContain(alert);
  });
});

describe('connection test against a base URL without /v1', () => {
  it('says the path probably lacks /v1 and offers the URL with it, which then answers', async () => {
    const sandbox = testSandbox;
    const bare = `${location.origin}/sandbox-api`;
    // Every path beside the API's /v1 answers 404, as a server whose operations all live under /v1.
    sandbox.server.use(
      http.get(`${bare}/*`, ({ request }) =>
        new URL(request.url).pathname.startsWith('/sandbox-api/v1/')
          ? undefined
          : new HttpResponse('Not Found', { status: 404 }),
      ),
    );
    const view = renderRoute('/connect', null);
    await view.user.click(await screen.findByRole('radio', { name: /Live API/ }));
    const baseUrl = screen.getByRole('textbox', { name: 'Base URL' });
    await view.user.clear(baseUrl);
    await view.user.type(baseUrl, bare);
    await view.user.type(screen.getByLabelText(/^API key/), SANDBOX_API_KEY);
    await view.user.click(screen.getByRole('button', { name: 'Test connection' }));

    const hint = await screen.findByRole('alert');
    expect(hint).toHaveTextContent(/path probably lacks \/v1/);
    await view.user.click(within(hint).getByRole('button', { name: `Use ${bare}/v1` }));
    expect(baseUrl).toHaveValue(`${bare}/v1`);
    // The test runs again with the URL offered: a probe of every operation, slow on a busy machine.
    const listCommunities = await screen.findByRole(
      'row',
      { name: /List communities Answers/ },
      { timeout: 15_000 },
    );
    expect(listCommunities).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
