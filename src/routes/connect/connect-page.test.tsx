import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../config/sandbox';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

setupSandbox();

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
