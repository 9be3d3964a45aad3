import { useEffect } from 'react';

/**
 * While a `useBeforeUnload(true)` is mounted, closing or reloading the tab first asks the browser's
 * "Leave site?" question (work that lives only in this page, such as a running upload, would be lost).
 *
 * One listener, added when this module loads (main.tsx imports it before the sandbox starts), so it
 * runs before every other `beforeunload` listener and can stop the event while it asks: the others
 * (the job runner stops on leaving) treat the event as the page going away, and a user who chose
 * "Stay" keeps a page whose jobs still run.
 */
let guards = 0;

function askFirst(event: Event) {
  if (guards === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

if (typeof window !== 'undefined') window.addEventListener('beforeunload', askFirst);

export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    guards += 1;
    return () => {
      guards -= 1;
    };
  }, [active]);
}
