import { useDeferredValue, type ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import { ErrorState } from './error-state';
import { PageSkeleton } from './page-skeleton';

/** What a detail page needs of its main query: a `useQuery` result fits as it is. */
export interface DetailQuery<T> {
  data: T | undefined;
  error: ApiError | null;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: DetailQuery<T>;
  /** Shown while nothing is known yet; a skeleton shaped like the page by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Statuses that mean "this record is not yours to see": the route's error page says so. */
const ROUTE_ERRORS = [403, 404];

/**
 * The states of a detail page, in one place: loading shows a skeleton, 403 and 404 go to the
 * route's error page (thrown to the router), any other error offers a retry, and data renders the
 * page. A placeholder (what a list already knew) counts as data, so the page shows it at once.
 */
export function QueryState<T>({ query, loading, children }: QueryStateProps<T>) {
  // A query's answer reaches the page as a store update, which React renders synchronously in the
  // task that delivered it: the first draw of a whole page (a badge's hub and its leaderboard) made
  // a task of 80 ms. Deferred, the page is drawn in a transition, which React cuts into short tasks.
  // An error is not deferred: thrown from a transition, React would render the whole root again
  // and report the error a second time.
  const data = useDeferredValue(query.data);
  const { error } = query;
  if (error && data === undefined) {
    if (ROUTE_ERRORS.includes(error.status)) throw error;
    return <ErrorState error={error} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) return <>{loading ?? <PageSkeleton />}</>;
  return <>{children(data)}</>;
}
