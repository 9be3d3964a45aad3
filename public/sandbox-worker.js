/* global self, importScripts, activeClientIds, handleRequest */
/**
 * The sandbox's service worker: MSW's worker (mockServiceWorker.js, written by `msw init` and
 * refreshed by its install script, so it is never edited here), behind a filter of our own.
 *
 * 1. Only the sandbox's own addresses reach MSW. Every other request (the app's code chunks, fonts,
 *    styles, config.js, worker scripts) goes to the network as if no worker were installed, so a
 *    reload or a navigation can never fail one of them inside the worker.
 * 2. A sandbox request from a page whose sandbox has not started yet waits for it. MSW answers a
 *    request only through a page that has told the worker it is ready (MOCK_ACTIVATE); until then
 *    it passes the request to the network, where the sandbox's API, CDN and upload hosts do not
 *    exist, and the failed fetch made the browser report "A ServiceWorker intercepted the request
 *    and encountered an unexpected error" (Firefox, on a busy machine, right after a reload). The
 *    request is now held until a page can answer it. A page that never does (its sandbox did not
 *    start within WAIT_FOR_PAGE_MS) or that is gone gets a 503 from here: the network is never
 *    asked, so Firefox has no failed fetch to report.
 *
 * It relies on two names of MSW's worker script, `activeClientIds` and `handleRequest`;
 * sandbox-worker.test.ts checks that the script still has them. The addresses must match
 * src/config/sandbox.ts (checked there too).
 */
const SANDBOX_PREFIXES = [
  `${self.location.origin}/sandbox-api/`,
  'https://img.sandbox.badge-console.test/',
  'https://uploads.sandbox.badge-console.test/',
];
// Long enough for a page's sandbox to start on a machine many times over its cores (Firefox took
// more than 30 s there, with two other browsers running); only a page that still exists is waited
// for, and a request held this long costs the page nothing but its own wait.
const WAIT_FOR_PAGE_MS = 120_000;
const POLL_MS = 25;

// Registered before MSW's own listener, so it runs first and can keep MSW from seeing the request.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!SANDBOX_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
    event.stopImmediatePropagation();
    return;
  }
  // What MSW does itself: navigations and a worker no page has started go to the network.
  if (request.mode === 'navigate' || activeClientIds.size === 0) return;
  if (activeClientIds.has(event.clientId)) return; // MSW answers it at once
  event.stopImmediatePropagation();
  const interceptedAt = Date.now();
  event.respondWith(
    untilAPageAnswers(event.clientId).then((outcome) =>
      outcome === 'ready' ? handleRequest(event, crypto.randomUUID(), interceptedAt) : unanswered(outcome),
    ),
  );
});

/**
 * The answer to a request no page can answer: the service's error shape, as a 503.
 * @param {'gone' | 'late'} outcome
 */
function unanswered(outcome) {
  const message =
    outcome === 'gone'
      ? 'The page that asked has closed.'
      : `The sandbox did not start in this tab within ${WAIT_FOR_PAGE_MS / 1000} s: reload the page.`;
  return new Response(JSON.stringify({ statusCode: 503, message, error: 'Service Unavailable' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Resolves 'ready' once the page that asked (or, for a request from a worker, a visible page: MSW
 * answers those through one) has started its sandbox; 'gone' when the asker no longer exists;
 * 'late' after WAIT_FOR_PAGE_MS.
 * @param {string} clientId
 * @returns {Promise<'ready' | 'gone' | 'late'>}
 */
function untilAPageAnswers(clientId) {
  const deadline = Date.now() + WAIT_FOR_PAGE_MS;
  return new Promise((resolve) => {
    const check = async () => {
      if (activeClientIds.has(clientId)) return resolve('ready');
      const asker = await self.clients.get(clientId);
      if (!asker) return resolve('gone');
      if (asker.type === 'worker') {
        const windows = await self.clients.matchAll({ type: 'window' });
        if (windows.some((w) => w.visibilityState === 'visible' && activeClientIds.has(w.id)))
          return resolve('ready');
      }
      if (Date.now() >= deadline) return resolve('late');
      setTimeout(check, POLL_MS);
    };
    void check();
  });
}

importScripts('./mockServiceWorker.js');
