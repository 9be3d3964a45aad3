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
import type { Faults } from './http/runtime';
import { indexedDbPersistence } from './persist';
import { seedOffThread } from './seed-off-thread';
import { stayConnectedThrough, stayConnectedWhenLeaving } from './worker-lifecycle';

/**
 * Faults are kept for the tab (sessionStorage): a reload does not silently clear them (the top bar
 * says "Faults on" while any is set), and closing the tab does.
 */
const FAULTS_KEY = 'badge-console:sandbox-faults';

function loadFaults(): Faults | undefined {
  try {
    const raw = sessionStorage.getItem(FAULTS_KEY);
    return raw ? (JSON.parse(raw) as Faults) : undefined;
  } catch {
    return undefined;
  }
}

function saveFaults(faults: Faults): void {
  try {
    sessionStorage.setItem(FAULTS_KEY, JSON.stringify(faults));
  } catch {
    // Storage disabled: faults then last until the next reload.
  }
}

/**
 * Starts the sandbox in the browser: state from IndexedDB (or the seed), answered by a service worker.
 * Uploaded files' bytes are in IndexedDB too, so they outlive reloads as the file records do.
 */
export async function startSandboxWorker(): Promise<void> {
  const persistence = indexedDbPersistence();
  // No saved state (a first visit, or nothing written yet): the demo world is built in a worker,
  // so the page's thread only takes the finished snapshot in.
  const snapshot = (await persistence.load()) ?? (await seedOffThread('demo'));
  const runtime = createRuntime({
    faults: loadFaults(),
    onFaultsChange: saveFaults,
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
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure);
  stayConnectedWhenLeaving(navigator.serviceWorker);
  const registration = await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  if (registration) stayConnectedThrough(registration);
}

/**
 * On a reload MSW asks the browser to refresh the worker it already has and does not wait for the
 * answer (registration.update() without a catch). When the browser gives up on that refresh, for
 * instance because the page is reloaded again meanwhile, the refusal surfaced as an uncaught error
 * in the page; the worker already in place keeps answering, so there is nothing to report.
 */
function ignoreWorkerUpdateFailure(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
    event.preventDefault();
  }
}
