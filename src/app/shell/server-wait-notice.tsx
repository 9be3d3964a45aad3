import { Hourglass } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { currentServerWaits, subscribeServerWaits, type ServerWait } from '../../api/server-waits';
import { describeWait } from '../../lib/retry-after';

/** The wait a person is held by: the longest of those under way. */
function longest(waits: readonly ServerWait[]): ServerWait | undefined {
  let found: ServerWait | undefined;
  for (const wait of waits) if (!found || wait.waitMs > found.waitMs) found = wait;
  return found;
}

function waitText(wait: ServerWait): string {
  const time = describeWait(wait.waitMs);
  return wait.stated
    ? `The API asked us to wait ${time}; retrying…`
    : `The API is limiting requests; retrying in ${time}…`;
}

/**
 * Says why a page is still loading while a read waits on the service's word (a 429 or a 503 with
 * Retry-After, read-retry.ts). A status region, not a toast: it is there before any wait, so screen
 * readers announce the wait when it starts, and it empties when the wait is over.
 */
export function ServerWaitNotice() {
  const wait = longest(useSyncExternalStore(subscribeServerWaits, currentServerWaits));
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {wait && (
        <p className="flex items-center gap-2 border-b border-border bg-info-bg px-4 py-1.5 text-sm text-info-fg md:px-8">
          <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
          {waitText(wait)}
        </p>
      )}
    </div>
  );
}
