/**
 * The waits the service asked reads for (a 429 or 503 with `Retry-After`, see read-retry.ts), while
 * they last, so the shell can tell the person why the page is still loading (server-wait-notice.tsx).
 * Each wait ends on its own at its end time, or earlier when the read it holds is cancelled.
 */

export interface ServerWait {
  /** How long the read waits, from `since`. */
  waitMs: number;
  /** The service said how long (Retry-After); otherwise the read chose the wait itself. */
  stated: boolean;
  since: number;
}

let waits: readonly ServerWait[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly ServerWait[]): void {
  waits = next;
  for (const listener of listeners) listener();
}

/** The waits under way (a new array on every change, so it suits `useSyncExternalStore`). */
export function currentServerWaits(): readonly ServerWait[] {
  return waits;
}

export function subscribeServerWaits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a wait until it has passed; the returned function ends it sooner. */
export function announceServerWait(waitMs: number, stated: boolean): () => void {
  const wait: ServerWait = { waitMs, stated, since: Date.now() };
  publish([...waits, wait]);
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => end(), waitMs);
  function end(): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    publish(waits.filter((w) => w !== wait));
  }
  return end;
}

function cancelled(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The wait was cancelled', 'AbortError');
}

/** Waits `waitMs`, shown while it lasts; rejects with the signal's reason when it aborts first. */
export function waitForServer(waitMs: number, stated: boolean, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(cancelled(signal));
      return;
    }
    const end = announceServerWait(waitMs, stated);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      end();
      resolve();
    }, waitMs);
    function onAbort(): void {
      clearTimeout(timer);
      end();
      reject(cancelled(signal));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
