import { http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  SANDBOX_CDN_ORIGIN,
  SANDBOX_CONTROL_PATH,
  SANDBOX_UPLOAD_ORIGIN,
  SANDBOX_WORKER_URL,
  sandboxBaseUrl,
} from '../config/sandbox';
import {
  fromWireResponse,
  toWireRequest,
  transferablesOf,
  type FromHost,
  type HostInit,
  type ToHost,
  type WireRequest,
  type WireResponse,
} from './host/protocol';
import type { Faults } from './http/runtime';
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

type Answer = (request: WireRequest) => Promise<WireResponse>;

/**
 * Talks to the host worker: resolves with its `answer` once it is ready, or undefined when the
 * worker cannot start (no module workers, a blocked script), so the page runs the host itself.
 */
function connect(worker: Worker, init: HostInit): Promise<Answer | undefined> {
  const waiting = new Map<number, (response: WireResponse) => void>();
  let nextId = 0;
  return new Promise((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<FromHost>) => {
      const message = event.data;
      if (message.type === 'ready') {
        resolve((request) => {
          const id = nextId++;
          const answered = new Promise<WireResponse>((done) => waiting.set(id, done));
          const post: ToHost = { type: 'request', id, request };
          worker.postMessage(post, transferablesOf(request));
          return answered;
        });
      } else if (message.type === 'failed') {
        console.error('Sandbox: the host worker could not start;', message.message);
        resolve(undefined);
      } else if (message.type === 'response') {
        waiting.get(message.id)?.(message.response);
        waiting.delete(message.id);
      } else {
        saveFaults(message.faults);
      }
    });
    worker.addEventListener('error', () => resolve(undefined));
    const post: ToHost = { type: 'init', init };
    worker.postMessage(post);
  });
}

/** The host in the page itself: the same code, for browsers where the worker did not start. */
async function inPage(init: HostInit): Promise<Answer> {
  const { createSandboxHost } = await import('./host/host');
  const host = await createSandboxHost(init, saveFaults);
  return (request) => host.answer(request);
}

/**
 * Starts the sandbox in the browser. Its API, state and persistence run in `hostWorker` (started
 * by main.tsx before this chunk loads, so both download at once); the page keeps only MSW's
 * service-worker client, which hands each request for the sandbox's origins over and gives the
 * answer back. Other requests pass through untouched.
 */
export async function startSandboxWorker(hostWorker: Worker | undefined): Promise<void> {
  const urls = {
    apiBase: sandboxBaseUrl(),
    controlBase: location.origin + SANDBOX_CONTROL_PATH,
    cdnOrigin: SANDBOX_CDN_ORIGIN,
    uploadOrigin: SANDBOX_UPLOAD_ORIGIN,
  };
  const init: HostInit = { urls, faults: loadFaults() };
  // The host starts while the service worker registers: neither waits for the other.
  const answering = (hostWorker ? connect(hostWorker, init) : Promise.resolve(undefined)).then(
    (answer) => answer ?? inPage(init),
  );
  const forward: HttpHandler[] = Object.values(urls).map((base) =>
    http.all(`${base}/*`, async ({ request }) => {
      const answer = await answering;
      return fromWireResponse(await answer(await toWireRequest(request)));
    }),
  );
  const worker = setupWorker(...forward);
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure);
  stayConnectedWhenLeaving(navigator.serviceWorker);
  const [registration] = await Promise.all([
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: SANDBOX_WORKER_URL },
    }),
    answering,
  ]);
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
