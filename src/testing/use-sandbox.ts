import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { SANDBOX_CONTROL_PATH } from '../config/sandbox';
import { NO_FAULTS } from '../sandbox/http/runtime';
import { createTestSandbox } from '../sandbox/node';
import { REFERENCE_DATE } from '../sandbox/seed/gen';

/**
 * Runs the sandbox for the tests of one file: unhandled requests fail the test, and every test
 * starts from the demo seed with no faults, at the same moment of the demo's timeline. Only `Date`
 * is pinned (timers run for real), so the app and the sandbox agree on "now" and a badge whose
 * claims end "in 3 weeks" does so on every day the tests run.
 */
export function setupSandbox() {
  const sandbox = createTestSandbox();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(REFERENCE_DATE), shouldAdvanceTime: true });
    sandbox.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    sandbox.server.resetHandlers();
    sandbox.server.events.removeAllListeners();
    sandbox.runtime.reset('demo');
    sandbox.runtime.faults = { ...NO_FAULTS };
  });
  afterAll(() => {
    sandbox.server.close();
    vi.useRealTimers();
  });
  return sandbox;
}

export interface SeenRequest {
  method: string;
  url: string;
  /** The path after the API base, e.g. `/community/c1/member`. */
  path: string;
  apiKey: string | null;
  authorization: string | null;
  /** The JSON body, parsed (undefined when there is none or it is not JSON). */
  body: unknown;
}

/**
 * Records every request the sandbox receives during the current test (the listeners are removed
 * after each test). Bodies are read from a clone, so the handlers still see them. The sandbox's own
 * control requests are left out unless asked for: the top bar's faults marker reads the sandbox's
 * state once its chunk has loaded, at a moment no test controls, and it is no read of the service.
 */
export function recordRequests(
  sandbox: ReturnType<typeof createTestSandbox>,
  options: { withControl?: boolean } = {},
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (!options.withControl && new URL(request.url).pathname.startsWith(SANDBOX_CONTROL_PATH)) return;
    const entry: SeenRequest = {
      method: request.method,
      url: request.url,
      path: new URL(request.url).pathname.replace(/^.*\/v1(?=\/)/, ''),
      apiKey: request.headers.get('x-api-key'),
      authorization: request.headers.get('authorization'),
      body: undefined,
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          entry.body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          entry.body = undefined;
        }
      });
  });
  return seen;
}
