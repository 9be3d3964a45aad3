/**
 * The landing list's request, started by a small script in index.html while the app's code is
 * still loading (in live mode, on `/` and `/communities` without parameters), so the answer is
 * there, or on its way, when the router asks for it. The API client adopts it once, for the
 * request it matches exactly (method, URL and API key); any other request, or a failed early
 * fetch, goes to the network as usual. The script sends the key only to the connection's own base
 * URL, as the client would.
 */
export interface FirstRequest {
  url: string;
  apiKey: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __badgeConsoleFirstRequest?: FirstRequest;
  }
}

/** The early answer for this request, taken once: later requests never see it. */
export function takeFirstRequest(request: Request): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const first = window.__badgeConsoleFirstRequest;
  if (!first) return undefined;
  // The app's first API request is the one the script guessed, or the guess was wrong: either way
  // it is used up, so a stale answer can never be adopted by a later request.
  delete window.__badgeConsoleFirstRequest;
  const matches =
    request.method === 'GET' &&
    request.url === new URL(first.url, window.location.href).href &&
    request.headers.get('X-Api-Key') === first.apiKey;
  return matches ? first.response : undefined;
}

/** Rejects when the signal aborts (the request's timeout or the page going away). */
function whenAborted(signal: AbortSignal): Promise<never> {
  const reason = () =>
    signal.reason instanceof Error
      ? signal.reason
      : new DOMException('The request was aborted.', 'AbortError');
  return new Promise((_, reject) => {
    if (signal.aborted) reject(reason());
    signal.addEventListener('abort', () => reject(reason()), { once: true });
  });
}

/**
 * The early answer when there is one for this request and it arrives before the request's own
 * signal aborts; `null` when the request must go to the network.
 */
export async function adoptFirstRequest(request: Request): Promise<Response | null> {
  const early = takeFirstRequest(request);
  if (!early) return null;
  return Promise.race([early.catch(() => null), whenAborted(request.signal)]);
}
