import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import { asksTooLong, serverAskedWait } from '../api/read-retry';
import { announceServerWait } from '../api/server-waits';
import { toast } from '../components/ui/toaster';

interface QueryClientHooks {
  /** Called for any 401: the connection screen takes over and comes back here afterwards. */
  onUnauthorized: () => void;
  /** Tests turn retries off so an error state shows at once. */
  retry?: false;
}

/**
 * The global error policy: a 401 anywhere sends the user to the connection
 * screen; a failure of a query that already shows data (a background refetch) is toasted, because
 * no error state is on screen for it. First-load failures are shown by the page's error state and
 * mutations by the form or the action that started them.
 */
/**
 * Whether a failed query is sent again. When the service asked for a wait (a 429, or a 503 with
 * Retry-After: read-retry.ts), yes, up to READ_WAITS times, and the wait is shown while it lasts;
 * when it asked for longer than a page waits, no: the error says so. Otherwise a 4xx never helps,
 * and network blips and 5xx get one more try.
 */
export function shouldRetryRead(failureCount: number, error: Error): boolean {
  if (serverAskedWait(error, failureCount)) return true;
  if (asksTooLong(error) || (isApiError(error) && error.status >= 400 && error.status < 500)) return false;
  return failureCount < 1;
}

/** `shouldRetryRead`, showing the wait when it is the service's: asked just before the wait starts. */
function retryShowingWaits(failureCount: number, error: Error): boolean {
  const wait = serverAskedWait(error, failureCount);
  if (wait) announceServerWait(wait.waitMs, wait.stated);
  return shouldRetryRead(failureCount, error);
}

/** The wait before a query is sent again: the service's when it asked, else doubling from 1 s. */
export function readRetryDelay(failureCount: number, error: Error): number {
  return serverAskedWait(error, failureCount)?.waitMs ?? Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient({ onUnauthorized, retry }: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && !query.meta?.showsUnauthorized)
          return onUnauthorized();
        if (query.state.data !== undefined && !query.meta?.callerShowsError)
          toast.error(`Could not refresh: ${error.message}`);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retry ?? retryShowingWaits,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
