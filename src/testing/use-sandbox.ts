import { afterAll, afterEach, beforeAll } from 'vitest';
import { NO_FAULTS } from '../sandbox/http/runtime';
import { createTestSandbox } from '../sandbox/node';

/**
 * Runs the sandbox for the tests of one file: unhandled requests fail the test, and every test
 * starts from the demo seed with no faults.
 */
export function setupSandbox() {
  const sandbox = createTestSandbox();
  beforeAll(() => sandbox.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandbox.server.resetHandlers();
    sandbox.runtime.reset('demo');
    sandbox.runtime.faults = { ...NO_FAULTS };
  });
  afterAll(() => sandbox.server.close());
  return sandbox;
}
