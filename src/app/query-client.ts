import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
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
export function createQueryClient({ onUnauthorized, retry }: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && !query.meta?.showsUnauthorized)
          return onUnauthorized();
        if (query.state.data !== undefined) toast.error(`Could not refresh: ${error.message}`);
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
        // Retrying a 4xx never helps; network blips and 5xx get one more try.
        retry:
          retry ??
          ((failureCount, error) =>
            failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500)),
        refetchOnWindowFocus: false,
      },
    },
  });
}
