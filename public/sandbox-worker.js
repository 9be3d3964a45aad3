/* global self, importScripts */
/**
 * The sandbox's service worker: MSW's worker (mockServiceWorker.js, written by `msw init` and
 * refreshed by its install script, so it is never edited here), behind a filter that lets it see
 * only the sandbox's own addresses. Every other request (the app's code chunks, fonts, styles,
 * config.js, worker scripts) goes to the network as if no worker were installed.
 *
 * Why: MSW answers every request of the page it controls, passing the ones it does not mock
 * through with a fetch of its own. When the page reloads or navigates while such a request is in
 * flight, that fetch is aborted and its respondWith promise rejects, which Firefox reports in the
 * next page as "Failed to load ''. A ServiceWorker intercepted the request and encountered an
 * unexpected error" (and a chunk lost that way became a render error). A request the worker never
 * takes cannot fail in the worker.
 *
 * The addresses must match src/config/sandbox.ts (sandbox-worker.test.ts checks them).
 */
const SANDBOX_PREFIXES = [
  `${self.location.origin}/sandbox-api/`,
  'https://img.sandbox.badge-console.test/',
  'https://uploads.sandbox.badge-console.test/',
];

// Registered before MSW's own listener, so it runs first and can keep MSW from seeing the request.
self.addEventListener('fetch', (event) => {
  const url = event.request.url;
  if (!SANDBOX_PREFIXES.some((prefix) => url.startsWith(prefix))) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
