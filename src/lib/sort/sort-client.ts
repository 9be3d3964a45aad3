import { workerClient } from '../worker-rpc';
import { sortOrder, type SortDirection, type SortKind, type SortValue } from './compare';

/**
 * Sorting for a list page: loaded by `useSortedList` only when a sort is asked, so neither the
 * comparators nor the worker's start are part of a list's first load.
 */

const sorter = workerClient({
  start: () => new Worker(new URL('./sort.worker.ts', import.meta.url), { type: 'module' }),
  inPlace: () => import('./sort-handlers').then((m) => m.sortHandlers),
});

/**
 * Below this many rows the sort runs on the page's thread: a page already read sorts in well under
 * a millisecond, less than a worker's start and the values' copy.
 */
const IN_PLACE_ROWS = 2000;

/** The sorted order of `values` (an index permutation), from the worker for a long list. */
export function sortValues(
  kind: SortKind,
  values: SortValue[],
  direction: SortDirection,
  signal?: AbortSignal,
): Promise<Uint32Array> {
  if (values.length <= IN_PLACE_ROWS) return Promise.resolve(sortOrder(kind, values, direction));
  return sorter.call('order', { kind, values, direction }, { signal });
}
