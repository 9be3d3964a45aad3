import { setupServer } from 'msw/node';
import {
  SANDBOX_API_KEY,
  SANDBOX_BEARER_TOKEN,
  SANDBOX_CDN_ORIGIN,
  SANDBOX_CONTROL_PATH,
  SANDBOX_UPLOAD_ORIGIN,
  sandboxBaseUrl,
} from '../config/sandbox';
import { createRuntime } from './create-runtime';
import { createSandboxHandlers } from './http/handlers';

/**
 * The sandbox for Vitest: the same handlers over msw/node, at the origin of the test's document,
 * with the upload host and CDN at their sandbox origins (uploaded bytes kept in memory).
 */
export function createTestSandbox(origin: string = globalThis.location.origin) {
  // An answer that breaks the contract fails the test that caused it (src/testing/setup-contract.ts).
  const runtime = createRuntime({ apiKey: SANDBOX_API_KEY, bearerToken: SANDBOX_BEARER_TOKEN });
  const server = setupServer(
    ...createSandboxHandlers(
      {
        apiBase: sandboxBaseUrl(origin),
        controlBase: origin + SANDBOX_CONTROL_PATH,
        cdnOrigin: SANDBOX_CDN_ORIGIN,
        uploadOrigin: SANDBOX_UPLOAD_ORIGIN,
      },
      runtime,
    ),
  );
  return { server, runtime };
}
