import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxBaseUrl } from '../../config/sandbox';
import { REFERENCE_DATE } from '../../sandbox/seed/gen';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const { id: nounsId } = nounsBuilders(sandbox);

/** The tag list's first answer (or every one) is the service's "not now": 429 with how long to wait. */
function limitTagList(retryAfter: string, { once }: { once: boolean }) {
  sandbox.server.use(
    http.get(
      `${sandboxBaseUrl()}/community/:id/tag`,
      () =>
        HttpResponse.json(
          { statusCode: 429, message: 'ThrottlerException: Too Many Requests', error: 'Too Many Requests' },
          { status: 429, headers: { 'Retry-After': retryAfter } },
        ),
      { once },
    ),
  );
}

/** The app's wait runs on fake timers, moved on by hand, so no test sleeps for it. */
function fakeTheWaits() {
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
    now: Date.parse(REFERENCE_DATE),
    shouldAdvanceTime: true,
  });
}

afterEach(() => {
  // Back to the sandbox's clock: only Date pinned, timers real.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(REFERENCE_DATE), shouldAdvanceTime: true });
});

const tagListReads = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'GET' && /\/tag$/.test(r.path));

describe('tag list answered 429 with Retry-After', () => {
  it('shows the wait the service asked for, then the list, never the error page', async () => {
    fakeTheWaits();
    limitTagList('3', { once: true });
    const requests = recordRequests(sandbox);
    renderRoute(`/communities/${nounsId()}/tags`, undefined, { retries: 'app' });

    const notice = await screen.findByText('The API asked us to wait 3 s; retrying…');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: /went wrong/i })).toBeNull();
    expect(tagListReads(requests)).toHaveLength(1);

    // The wait itself is timed exactly in query-client.test.ts; here the clock is moved past it.
    await act(() => vi.advanceTimersByTimeAsync(3000));

    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(within(table).getAllByRole('link').length).toBeGreaterThan(0);
    expect(tagListReads(requests)).toHaveLength(2);
    expect(screen.queryByText(/asked us to wait/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /went wrong/i })).toBeNull();
  });

  it('says so with the server’s message when it asks for longer than a page waits', async () => {
    limitTagList('3600', { once: false });
    const requests = recordRequests(sandbox);
    renderRoute(`/communities/${nounsId()}/tags`, undefined, { retries: 'app' });

    expect(await screen.findByText('ThrottlerException: Too Many Requests')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The API asked to wait 60 min before trying again, longer than a page waits on its own (30 s). Try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The loader's read and the page's own on mount; neither waited nor was sent again.
    expect(tagListReads(requests).length).toBeLessThanOrEqual(2);
    expect(screen.queryByText(/asked us to wait/)).toBeNull();
  });
});
