import { setupServer } from 'msw/node';
import {
  SANDBOX_API_KEY,
  SANDBOX_BEARER_TOKEN,
  SANDBOX_CONTROL_PATH,
  sandboxBaseUrl,
} from '../config/sandbox';
import { createRuntime } from './create-runtime';
import { createSandboxHandlers } from './http/handlers';

/** The sandbox for Vitest: the same handlers over msw/node, at the origin of the test's document. */
export function createTestSandbox(origin: string = globalThis.location.origin) {
  const runtime = createRuntime({ apiKey: SANDBOX_API_KEY, bearerToken: SANDBOX_BEARER_TOKEN });
  const server = setupServer(
    ...createSandboxHandlers(
      { apiBase: sandboxBaseUrl(origin), controlBase: origin + SANDBOX_CONTROL_PATH },
      runtime,
    ),
  );
  return { server, runtime };
}
