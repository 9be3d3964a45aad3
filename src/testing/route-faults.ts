import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfig } from '../config/runtime';
import { SANDBOX_API_KEY, sandboxBaseUrl } from '../config/sandbox';
import type { RoutePageStates } from '../routes/page-state';
import { NO_FAULTS, type ForcedAnswer } from '../sandbox/http/runtime';
import { DECLARED_PAGES } from './declared-pages';
import { pathWith, type ApiGet, type PageRead } from './page-registry';
import { renderRoute } from './render-route';
import { setupSandbox } from './use-sandbox';

export interface ReadFault {
  name: string;
  forced: Omit<ForcedAnswer, 'operationId'>;
}

/** The nine ways a page's read can fail; the end-to-end suite samples each once (e2e/fault-suite.spec.ts). */
export const READ_FAULTS: readonly ReadFault[] = [
  { name: '401', forced: { status: 401 } },
  { name: '403', forced: { status: 403 } },
  { name: '404', forced: { status: 404 } },
  { name: '429 with Retry-After', forced: { status: 429 } },
  { name: '500', forced: { status: 500 } },
  { name: 'network error', forced: { status: 0, answer: 'network-error' } },
  { name: 'no answer (timeout)', forced: { status: 0, answer: 'no-answer' } },
  { name: 'malformed JSON', forced: { status: 200, answer: 'malformed-json' } },
  { name: '200 with an HTML page', forced: { status: 200, answer: 'html' } },
];

/** Requests give up this soon here, so "no answer" ends quickly (the app's own default is 30 s). */
const TIMEOUT_MS = 1000;
/**
 * The first test of each resource's file also loads the app's and the page's code cold: on a 2-core
 * machine shared with other runs that has taken over 30 s (the route tests' default). A test that
 * passes ends as soon as it has; only a hung one waits this long.
 */
const TEST_TIMEOUT_MS = 90_000;

/**
 * Long enough for the timeout and the page's error state on a busy machine, and for the first test
 * of each module's file, which also loads the app's and the page's code cold.
 */
const EXPLAINED_WITHIN_MS = TIMEOUT_MS + 19_000;

/** A GET on the sandbox under msw/node, as the app's connection sends it. */
const sandboxGet: ApiGet = async (path) => {
  const response = await fetch(`${sandboxBaseUrl()}${path}`, { headers: { 'X-Api-Key': SANDBOX_API_KEY } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
};

/**
 * What a person sees after the read failed: a message that explains (an error, a "not offered",
 * the page's own states), something to do next (retry, go back, reconnect, open a record by id),
 * nothing still loading. A 401 leads to the connection screen, which says the credentials were refused.
 */
async function expectAWayOn(
  view: ReturnType<typeof renderRoute>,
  route: PageRead,
  fault: ReadFault,
): Promise<void> {
  const what = `${route.name} × ${fault.name}`;
  if (fault.forced.status === 401 && !route.explains401) {
    await waitFor(() => expect(view.router.state.location.pathname, what).toBe('/connect'), {
      timeout: EXPLAINED_WITHIN_MS,
    });
    expect(await screen.findByText(/refused the credentials/i), what).toBeInTheDocument();
    return;
  }
  await waitFor(
    () => {
      const mainElement = screen.getByRole('main');
      const main = within(mainElement);
      const shown = `${what} (the page shows: "${mainElement.textContent.trim().slice(0, 200)}")`;
      const explained = [
        ...main.queryAllByRole('heading', { level: 2 }),
        ...main.queryAllByRole('heading', { name: /error|not found|not allowed|forbidden|went wrong/i }),
        ...main.queryAllByText(/try again|not available|does not offer|avatars\.read/i),
      ];
      expect(explained, `${shown}: explained`).not.toEqual([]);
      expect(
        [...main.queryAllByRole('button'), ...main.queryAllByRole('link')],
        `${shown}: a way on`,
      ).not.toEqual([]);
      expect(mainElement.textContent.trim(), `${what}: not blank`).not.toBe('');
      expect(mainElement.querySelectorAll('[aria-busy="true"]'), `${shown}: not loading`).toHaveLength(0);
    },
    { timeout: EXPLAINED_WITHIN_MS },
  );
}

/**
 * The route fault table of one route module: every page it declares × every read fault, through
 * the real page over the sandbox (msw/node), each fault forced on the page's own read before the
 * page opens. Each module's table runs in its own test file beside its pages, so Vitest spreads the
 * modules over its workers; the ids come from every module's finders (a tab may name a badge that
 * another module finds).
 */
export function describeRouteFaults(declared: RoutePageStates): void {
  const sandbox = setupSandbox();
  const routes = declared.reads ?? [];
  const configured = runtimeConfig.requestTimeoutMs;
  beforeAll(() => {
    runtimeConfig.requestTimeoutMs = TIMEOUT_MS;
  });
  afterAll(() => {
    runtimeConfig.requestTimeoutMs = configured;
  });
  // Before each test: the Vitest config restores every spy between tests.
  beforeEach(() => {
    // Node 20 holds the signals of AbortSignal.timeout() and AbortSignal.any() weakly: after a
    // garbage collection the client's timeout never fires and "no answer" loads forever (browsers
    // keep them alive while a request follows them). These are held by their timer and listeners,
    // so they fire as a browser's do.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    vi.spyOn(AbortSignal, 'any').mockImplementation((signals) => {
      const controller = new AbortController();
      for (const signal of signals) {
        if (signal.aborted) controller.abort(signal.reason);
        else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      }
      return controller.signal;
    });
  });
  for (const route of routes) {
    describe(route.name, () => {
      for (const fault of READ_FAULTS) {
        it(
          `${fault.name} on ${route.operationId} ends in an explained state with a way on`,
          async () => {
            const url = pathWith(route.path, await DECLARED_PAGES.findIds(sandboxGet));
            sandbox.runtime.faults = {
              ...NO_FAULTS,
              forced: [{ operationId: route.operationId, ...fault.forced }],
            };
            const view = renderRoute(url);
            await expectAWayOn(view, route, fault);
          },
          TEST_TIMEOUT_MS,
        );
      }
    });
  }
}
