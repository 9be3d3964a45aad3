import { setupWorker } from 'msw/browser';
import {
  SANDBOX_API_KEY,
  SANDBOX_BEARER_TOKEN,
  SANDBOX_CDN_ORIGIN,
  SANDBOX_CONTROL_PATH,
  SANDBOX_UPLOAD_ORIGIN,
  sandboxBaseUrl,
} from '../config/sandbox';
import { createRuntime } from './create-runtime';
import { indexedDbFileBytes } from './file-store';
import { createSandboxHandlers } from './http/handlers';
import { indexedDbPersistence } from './persist';

/**
 * Starts the sandbox in the browser: state from IndexedDB (or the seed), answered by a service worker.
 * Uploaded files' bytes are in IndexedDB too, so they outlive reloads as the file records do.
 */
export async function startSandboxWorker(): Promise<void> {
  const persistence = indexedDbPersistence();
  const snapshot = await persistence.load();
  const runtime = createRuntime({
    apiKey: SANDBOX_API_KEY,
    bearerToken: SANDBOX_BEARER_TOKEN,
    snapshot,
    fileBytes: indexedDbFileBytes(),
    onChange: (take) => persistence.save(take),
  });
  const handlers = createSandboxHandlers(
    {
      apiBase: sandboxBaseUrl(),
      controlBase: location.origin + SANDBOX_CONTROL_PATH,
      cdnOrigin: SANDBOX_CDN_ORIGIN,
      uploadOrigin: SANDBOX_UPLOAD_ORIGIN,
    },
    runtime,
  );
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
