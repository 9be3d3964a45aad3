/**
 * A lazily loaded chunk, for `React.lazy`. Leaving the page cancels the chunk requests still in
 * flight, and the browser rejects their imports while the old page is still on screen: a lazy
 * component would then show its error boundary (and log it) as the page goes. So a failed import
 * waits before it counts: long when the page is being left (it is gone before the wait ends), a
 * moment otherwise; then the import is tried once more, and only that second failure is an error.
 */

/** When the page last began to be left (`beforeunload`), in `performance.now()` time. */
let leavingAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingAt = performance.now();
  });
}

/** How long a failed import waits while the page is being left: a slow next page still replaces it first. */
const LEAVING_WAIT_MS = 15_000;
/** How long it waits otherwise, before its one retry (a chunk request cut by a network blip). */
const RETRY_WAIT_MS = 1_000;
/** A `beforeunload` this recent means the failure came from leaving. */
const LEAVING_WINDOW_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const leaving = performance.now() - leavingAt < LEAVING_WINDOW_MS;
    await wait(leaving ? LEAVING_WAIT_MS : RETRY_WAIT_MS);
    try {
      return await load();
    } catch {
      throw error;
    }
  }
}
