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
 *    request is now held until a page can answer it, for at most WAIT_FOR_PAGE_MS, and then handed
 *    to MSW as before.
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
// more than 10 s there); a request held this long costs the page nothing but its own wait.
const WAIT_FOR_PAGE_MS = 30_000;
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
    untilAPageAnswers(event.clientId).then(() => handleRequest(event, crypto.randomUUID(), interceptedAt)),
  );
});

/**
 * Resolves once the page that asked (or, for a request from a worker, a visible page: MSW answers
 * those through one) has started its sandbox, or after WAIT_FOR_PAGE_MS.
 * @param {string} clientId
 */
function untilAPageAnswers(clientId) {
  const deadline = Date.now() + WAIT_FOR_PAGE_MS;
  return new Promise((resolve) => {
    const check = async () => {
      if (activeClientIds.has(clientId) || Date.now() >= deadline) return resolve();
      const asker = await self.clients.get(clientId);
      if (asker?.type === 'worker') {
        const windows = await self.clients.matchAll({ type: 'window' });
        if (windows.some((w) => w.visibilityState === 'visible' && activeClientIds.has(w.id)))
          return resolve();
      }
      setTimeout(check, POLL_MS);
    };
    void check();
  });
}

importScripts('./mockServiceWorker.js');
