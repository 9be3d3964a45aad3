import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { applyConnection } from '../api/client';
import type { Connection } from '../api/credentials';
import { createAppRouting } from '../app/create-app-routing';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN, sandboxBaseUrl } from '../config/sandbox';

export const sandboxTestConnection: Connection = {
  mode: 'sandbox',
  baseUrl: sandboxBaseUrl(),
  apiKey: SANDBOX_API_KEY,
  bearerToken: SANDBOX_BEARER_TOKEN,
};

/**
 * Renders the real app routes at `url` over the sandbox (msw/node, see use-sandbox-server.ts),
 * with retries off so error states show at once (`retries: 'app'` keeps the app's own policy, for
 * tests of it). `strict` renders it in StrictMode, as the dev server does (effects run, are cleaned
 * up and run again on mount). Query the result by role, as a user would.
 */
export function renderRoute(
  url: string,
  connection: Connection | null = sandboxTestConnection,
  { retries = 'off', strict = false }: { retries?: 'off' | 'app'; strict?: boolean } = {},
) {
  applyConnection(connection);
  const { queryClient, router } = createAppRouting(
    (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [url] }),
    retries === 'off' ? { retry: false } : {},
  );
  // A finished test's router and queries must not keep running into the next test.
  onTestFinished(() => {
    router.dispose();
    queryClient.clear();
  });
  const user = userEvent.setup();
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient, user };
}
