/**
 * MSW's page script tells its service worker on every `beforeunload` that the page is closing
 * (`CLIENT_CLOSED`). The worker then stops answering for that page and, when it has no other tab,
 * unregisters itself; the next page (a reload, a link opened in place) registers it again, and the
 * new worker takes over from the old one about half a second after that page starts. Requests in
 * flight through the old worker then failed: Firefox logged "A ServiceWorker intercepted the request
 * and encountered an unexpected error" for the sandbox CDN's images and even for a code chunk (the
 * page then showed its error screen), and in Chromium an image asked for in between went to the
 * network, where the CDN's origin does not exist, and showed its placeholder.
 *
 * So the page never says it closes: the worker stays registered across page loads, each new page
 * joins the same worker with its own client id, and the ids of pages that are gone are never asked
 * for again (the worker forgets them whenever the browser stops it). The message is dropped where
 * MSW posts it, on the worker object of the registration it started with, so every `beforeunload`
 * listener still runs (jobs stop on leaving; the "Leave site?" question still comes first).
 * Live mode retires the worker (main.tsx), so it is not left in place for a connection that never
 * uses it.
 */
const CLIENT_CLOSED = 'CLIENT_CLOSED';

/**
 * Before `worker.start()`: the worker that controls this page (a reload or a later page, as MSW
 * posts to the same object), and the one that takes control (the first visit, when clients.claim
 * runs), so a page left before the sandbox has finished starting does not say it closes either.
 */
export function stayConnectedWhenLeaving(container: ServiceWorkerContainer): void {
  dropClientClosed(container.controller);
  container.addEventListener('controllerchange', () => dropClientClosed(container.controller));
}

/** After `worker.start()`: the workers of the registration MSW started with. */
export function stayConnectedThrough(registration: ServiceWorkerRegistration): void {
  for (const worker of [registration.active, registration.installing, registration.waiting]) {
    dropClientClosed(worker);
  }
}

const quiet = new WeakSet<ServiceWorker>();

function dropClientClosed(worker: ServiceWorker | null): void {
  if (!worker || quiet.has(worker)) return;
  quiet.add(worker);
  const post = worker.postMessage.bind(worker);
  function postMessage(message: unknown, transfer: Transferable[]): void;
  function postMessage(message: unknown, options?: StructuredSerializeOptions): void;
  function postMessage(message: unknown, second?: Transferable[] | StructuredSerializeOptions): void {
    if (message === CLIENT_CLOSED) return;
    if (Array.isArray(second)) post(message, second);
    else post(message, second);
  }
  worker.postMessage = postMessage;
}
